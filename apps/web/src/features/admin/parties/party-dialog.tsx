import { API } from '@apex/shared';
import { Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/current-user';
import { EditorFrame } from '../common/editor-frame';
import { useEntityEditor } from '../common/use-entity-editor';
import { PartyAddresses } from './party-addresses';
import { PartyContacts } from './party-contacts';
import { PartyFields } from './party-fields';

/** Adds a party, or edits the one with `id`: its fields, addresses and contacts saved together. */
export function PartyDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('parties');
  const { officeCode } = useCurrentUser();
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.parties,
    // A new party is the user's office's, and most often a customer.
    blank: { roles: ['CUSTOMER'], officeCode, creditCurrency: 'USD', creditDays: 0, addresses: [], contacts: [] },
    savedText: t('saved'),
    onClose,
  });
  const addresses = Form.useWatch('addresses', editor.form) ?? [];
  const contacts = Form.useWatch('contacts', editor.form) ?? [];
  return (
    <EditorFrame
      {...frame}
      variant="drawer"
      width={860}
      title={record ? t('editTitle', { code: record.code }) : t('newTitle')}
    >
      <Tabs
        items={[
          {
            key: 'general',
            label: t('tabs.general'),
            forceRender: true,
            children: <PartyFields editor={editor} creating={id === undefined} />,
          },
          {
            key: 'addresses',
            label: t('tabs.addresses', { count: addresses.length }),
            forceRender: true,
            children: <PartyAddresses />,
          },
          {
            key: 'contacts',
            label: t('tabs.contacts', { count: contacts.length }),
            forceRender: true,
            children: <PartyContacts />,
          },
        ]}
      />
    </EditorFrame>
  );
}
