import type { SeedBranch } from '../../types';
import { gangnamGangdongBranches } from './gangnam-gangdong';
import { songpaNorthBranches } from './songpa-north';
import { songpaSouthBranches } from './songpa-south';

/**
 * All 30 demo branches, within 6 km of the default map centre (spec §9). Opening hours are 'HH:mm' Seoul time;
 * a closesAt at or before opensAt ('00:00', '01:00', '02:00') means closing after midnight on the next day.
 * certifiedList shows the certified badge only when FOOD_GRADE is its first entry (spec §2 store card).
 */
export const branches: readonly SeedBranch[] = [
  ...songpaSouthBranches,
  ...songpaNorthBranches,
  ...gangnamGangdongBranches,
];
