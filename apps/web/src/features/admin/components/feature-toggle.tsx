// Feature or unfeature a challenge (the home page shows the latest three featured).
import { useSetFeatured } from '../api/challenge-actions';
import { ActionButton } from '@/components/action-dialog';
import { useAdminT } from '../i18n';

export function FeatureToggle({ id, featured }: { id: string; featured: boolean }) {
  const t = useAdminT();
  const setFeatured = useSetFeatured();
  return (
    <ActionButton
      label={featured ? t('admin.feature.unfeature') : t('admin.feature.feature')}
      title={featured ? t('admin.feature.unfeatureTitle') : t('admin.feature.featureTitle')}
      variant="ghost"
      description={featured ? t('admin.feature.unfeatureBody') : t('admin.feature.featureBody')}
      run={async () => (await setFeatured.mutateAsync({ id, featured: !featured })).message}
    />
  );
}
