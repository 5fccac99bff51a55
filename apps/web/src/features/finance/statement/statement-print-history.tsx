import { HistoryOutlined } from '@ant-design/icons';
import { API } from '@apex/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { PrintHistoryDialog } from '../../documents/print-history-dialog';

/** Who printed the party's statements of the session's office, when, of which side and day; read each time it opens. */
export function StatementPrintHistory({ partyId, of }: { partyId: number; of: string }) {
  const { t } = useTranslation('printing');
  const [open, setOpen] = useState(false);
  const route = API.finance.statementPrints;
  const prints = useQuery({
    queryKey: [route.tag, 'statementPrints', partyId],
    queryFn: () => call(route, { query: { partyId } }, { isStopError: true }),
    enabled: open,
  });
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('menu.history')}
      </Button>
      {open && <PrintHistoryDialog of={of} shows="statements" prints={prints} onClose={() => setOpen(false)} />}
    </>
  );
}
