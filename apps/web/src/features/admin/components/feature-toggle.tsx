// Feature or unfeature a challenge (the home page shows the latest three featured).
import { useSetFeatured } from '../api/challenge-actions';
import { ActionButton } from '@/components/action-dialog';

export function FeatureToggle({ id, featured }: { id: string; featured: boolean }) {
  const setFeatured = useSetFeatured();
  return (
    <ActionButton
      label={featured ? 'Unfeature' : 'Feature'}
      title={featured ? 'Unfeature this challenge' : 'Feature this challenge'}
      variant="ghost"
      description={featured ? 'It leaves the featured challenges on the home page.' : 'It joins the featured challenges on the home page, where the latest three show.'}
      run={async () => (await setFeatured.mutateAsync({ id, featured: !featured })).message}
    />
  );
}
