import type { TJobType } from '@apex/shared/jobs';
import type { SelectProps } from 'antd';
import { call } from '../../../api/client';
import { jobApi } from '../job-api';
import { type RemoteOption, RemoteSelect } from './remote-select';

type PersonSelectProps = Omit<SelectProps<number, RemoteOption>, 'options' | 'showSearch'> & {
  jobType: TJobType;
  selected?: RemoteOption;
};

/** Enabled users by account or name, for a job's operator and sales fields. */
export function PersonSelect({ jobType, ...props }: PersonSelectProps) {
  return (
    <RemoteSelect
      {...props}
      queryKey={['jobPeople', jobType]}
      search={async (keyword) => {
        const people = await call(jobApi(jobType).people.search, { query: { keyword } }, { isStopError: true });
        return people.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }));
      }}
    />
  );
}
