// /art-advisory/virtual-placement/inquire
import { AdvisoryFormPage } from './AdvisoryFormPage';
import { PlacementInquiryForm } from './PlacementForm';
import { advisoryInquiryPath } from '#shared/public-kinds';

export default function PlacementInquirePage() {
  return (
    <AdvisoryFormPage
      service="Virtual placement"
      path={advisoryInquiryPath('virtual-placement')}
      title="See art on your own walls"
      description="Tell us about your room: we will suggest works that suit it and show them in place, to scale, before anything is shipped."
      steps={[
        'We write back within two working days to arrange photographs of the room, or a visit.',
        'We suggest works from the gallery and our artists that suit the space and your taste.',
        'You receive views of the works in your room, to scale, and decide at leisure.',
      ]}
    >
      <PlacementInquiryForm />
    </AdvisoryFormPage>
  );
}
