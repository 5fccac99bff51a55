import { API } from '@apex/shared';
import type { SelectProps } from 'antd';
import { call } from '../../../api/client';
import { type RemoteOption, RemoteSelect } from './remote-select';

type CarrierSelectProps = Omit<SelectProps<number, RemoteOption>, 'options' | 'showSearch'> & {
  selected?: RemoteOption;
};

/** Carriers by SCAC or name, "SCAC name" as the job shows its carrier; a blacklisted one is marked ⚠. */
export function CarrierSelect(props: CarrierSelectProps) {
  return (
    <RemoteSelect
      {...props}
      queryKey={['carriers', 'picker']}
      search={async (keyword) => {
        const page = await call(
          API.carriers.list,
          { query: { keyword, page: 1, pageSize: 20, sortField: 'scac' } },
          { isStopError: true },
        );
        return page.rows.map((c) => ({ value: c.id, label: `${c.scac} ${c.nameEn}${c.blacklisted ? ' ⚠' : ''}` }));
      }}
    />
  );
}
