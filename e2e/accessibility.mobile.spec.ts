// The key pages at the Pixel 7 size (the mobile project), menus included, pass the axe check.
import { checkEach, visits } from './accessibility';

checkEach(visits.filter((visit) => visit.mobile));
