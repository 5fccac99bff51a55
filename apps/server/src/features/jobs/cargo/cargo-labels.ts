import type { Localized } from '@apex/shared';
import { labelTexts } from '@apex/shared/labels';

/** The names of the dictionary-coded cells, for "… is not an enabled code of the data dictionary". */
export const CONTAINER_TYPE_LABEL: Localized = labelTexts('jobs:cargo.containerType');
export const PACKAGE_TYPE_LABEL: Localized = labelTexts('jobs:fields.packageType');
