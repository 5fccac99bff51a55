import { API } from '@apex/shared';
import { PARTY_CREDIT_DEFAULTS } from '@apex/shared/master';
import { Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { useEntityEditor } from '../../../kit/form/use-entity-editor';
import { useCurrentUser } from '../../session/current-user';
import { useHasPermission } from '../../session/permitted';
import { PartyAddresses } from './party-addresses';
import { PartyContacts } from './party-contacts';
import { PartyCreditFields } from './party-credit-fields';
import { PartyFields } from './party-fields';

/**
 * Adds a party, or edits the one with `id`: its fields, addresses and contacts saved together. A
 * new party's first credit terms are given here by those who set credit; later they change in the
 * credit dialog.
 */
export function PartyDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation('parties');
  const { officeCode } = useCurrentUser();
  const withCredit = useHasPermission('/party/credit') && id === undefined;
  const { record, editor, frame } = useEntityEditor({
    id,
    routes: API.parties,
    // A new party is the user's office's, and most often a customer.
    blank: { roles: ['CUSTOMER'], officeCode, ...PARTY_CREDIT_DEFAULTS, addresses: [], contacts: [] },
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
          ...(withCredit
            ? [
                {
                  key: 'credit',
                  label: t('credit'),
                  forceRender: true,
                  children: <PartyCreditFields editor={editor} />,
                },
              ]
            : []),
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
