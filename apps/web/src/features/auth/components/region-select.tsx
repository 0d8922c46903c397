// Region select (spec §3: KE, US, EU, Global; default KE).
import { REGION_LABELS, REGIONS } from '@changamoto/shared/domain';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass } from '@/components/ui/form-field';

export const RegionSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function RegionSelect(props, ref) {
  return (
    <select ref={ref} className={controlClass} {...props}>
      {REGIONS.map((region) => (
        <option key={region} value={region}>
          {REGION_LABELS[region]}
        </option>
      ))}
    </select>
  );
});
