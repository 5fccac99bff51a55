import { CopyOutlined, DeleteOutlined, FileAddOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../session/permitted';

interface ChargeToolbarProps {
  /** Rows ticked in the grid. */
  selectedCount: number;
  /** Saved lines ticked: an invoice is made of saved lines. */
  invoiceable: number;
  dirty: boolean;
  /** The job's review locks every line (spec §4). */
  locked: boolean;
  allFields: boolean;
  onAllFields: (on: boolean) => void;
  onAdd: (side: 'AR' | 'AP') => void;
  onCopy: () => void;
  onMirror: () => void;
  onRemove: () => void;
  onScheme: () => void;
  onInvoice: () => void;
}

/**
 * The grid's buttons: add a charge or a cost, copy the ticked lines, copy them to the other side
 * ("copy as cost / charge"), delete them, apply a charge scheme; a new invoice of the ticked saved
 * lines; and the switch between the everyday columns and all of spec §3's fields.
 */
export function ChargeToolbar(props: ChargeToolbarProps) {
  const { t } = useTranslation('jobCharges');
  const mayEdit = useHasPermission('/charge/edit') && !props.locked;
  const mayInvoice = useHasPermission('/invoice/edit');
  const none = props.selectedCount === 0;
  const invoiceTip = props.dirty ? t('saveFirst') : props.invoiceable === 0 ? t('selectLines') : undefined;
  return (
    <Space wrap size={4}>
      {mayEdit && (
        <>
          <Button size="small" icon={<PlusOutlined />} onClick={() => props.onAdd('AR')}>
            {t('toolbar.addCharge')}
          </Button>
          <Button size="small" icon={<PlusOutlined />} onClick={() => props.onAdd('AP')}>
            {t('toolbar.addCost')}
          </Button>
          <Button size="small" icon={<CopyOutlined />} disabled={none} onClick={props.onCopy}>
            {t('toolbar.copy')}
          </Button>
          <Button size="small" icon={<SwapOutlined />} disabled={none} onClick={props.onMirror}>
            {t('toolbar.mirror')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} disabled={none} onClick={props.onRemove}>
            {t('toolbar.remove')}
          </Button>
          <Button size="small" onClick={props.onScheme}>
            {t('toolbar.scheme')}
          </Button>
        </>
      )}
      {mayInvoice && (
        <Tooltip title={invoiceTip}>
          <Button
            size="small"
            icon={<FileAddOutlined />}
            disabled={props.dirty || props.invoiceable === 0}
            onClick={props.onInvoice}
          >
            {t('toolbar.invoice')}
          </Button>
        </Tooltip>
      )}
      <Switch size="small" checked={props.allFields} onChange={props.onAllFields} aria-label={t('toolbar.allFields')} />
      {t('toolbar.allFields')}
    </Space>
  );
}
