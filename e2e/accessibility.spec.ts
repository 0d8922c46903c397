// Every page of spec §2 and of router.tsx, in the states that matter, passes the axe check (no serious or
// critical violations): the table is in accessibility.ts.
import { checkEach, visits } from './accessibility';

checkEach(visits.filter((visit) => visit.mobile !== 'only'));
