import { describe, expect, it } from 'vitest';
import { JOB_FIELDS, jobFieldsOf } from './job-field-list';
import { type JobFieldRequirement, missingRequiredJobFields } from './missing-job-fields';

const config: JobFieldRequirement[] = [
  { fieldName: 'customer', requiredOnNew: true, requiredOnEdit: true },
  { fieldName: 'mblNo', requiredOnNew: false, requiredOnEdit: true },
  { fieldName: 'etd', requiredOnNew: false, requiredOnEdit: false },
  // An OI field in an OE job's config is ignored: the job has no such field.
  { fieldName: 'lastFreeDate', requiredOnNew: true, requiredOnEdit: true },
];
const agents = { salesAgent: 'SA01', overseasAgent: 'OA01' };

describe('missingRequiredJobFields', () => {
  it('names the fields required for the save that are empty, in the order of JOB_FIELDS', () => {
    expect(missingRequiredJobFields(config, { jobType: 'OE' }, 'new')).toEqual([
      'customer',
      'salesAgent',
      'overseasAgent',
    ]);
    expect(missingRequiredJobFields(config, { jobType: 'OE', ...agents }, 'edit')).toEqual(['customer', 'mblNo']);
  });

  it('always requires the overseas and sales agents (spec §5), whatever the configuration says', () => {
    expect(missingRequiredJobFields([], { jobType: 'OI', salesAgent: 'SA01' }, 'edit')).toEqual(['overseasAgent']);
  });

  it('takes blank text, null and an empty list as missing, and 0 or false as values', () => {
    const required = (['customer', 'packages', 'containerTypeQty', 'cargoType'] as const).map((fieldName) => ({
      fieldName,
      requiredOnNew: true,
      requiredOnEdit: true,
    }));
    const job = {
      jobType: 'OE' as const,
      ...agents,
      customer: '  ',
      packages: 0,
      containerTypeQty: [],
      cargoType: null,
    };
    expect(missingRequiredJobFields(required, job, 'new')).toEqual(['customer', 'containerTypeQty', 'cargoType']);
  });

  it('leaves out fields the job type does not have', () => {
    expect(missingRequiredJobFields(config, { jobType: 'OI', ...agents, customer: 'C1' }, 'new')).toEqual([
      'lastFreeDate',
    ]);
    expect(jobFieldsOf('OE')).not.toContain('lastFreeDate');
    expect(jobFieldsOf('OI')).toHaveLength(Object.keys(JOB_FIELDS).length);
  });
});
