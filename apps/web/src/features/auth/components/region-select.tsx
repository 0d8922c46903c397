// Region select (spec §3: KE, US, EU, Global; default KE).
import { REGIONS } from '@changamoto/shared/domain';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass } from '@/components/ui/form-field';
import { useAuthT } from '../i18n';

export const RegionSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function RegionSelect(props, ref) {
  const t = useAuthT();
  return (
    <select ref={ref} className={controlClass} {...props}>
      {REGIONS.map((region) => (
        <option key={region} value={region}>
          {t(`auth.region.${region}`)}
        </option>
      ))}
    </select>
  );
});
