// /art-advisory/presentation-assistance/inquire
import { AdvisoryFormPage } from './AdvisoryFormPage';
import { PresentationForm } from './PresentationForm';
import { advisoryInquiryPath } from '#shared/public-kinds';

export default function PresentationInquirePage() {
  return (
    <AdvisoryFormPage
      service="Presentation assistance"
      path={advisoryInquiryPath('presentation-assistance')}
      title="Art for hotels, offices and public spaces"
      description="We select, install and light art for businesses: a lobby, a restaurant, a floor of offices. Tell us about the spaces and send a few photographs."
      steps={[
        'We write back within two working days and arrange a visit to the spaces.',
        'We propose works, framing, hanging and lighting, with a budget.',
        'We install, light and label the works, and look after them afterwards if you wish.',
      ]}
    >
      <PresentationForm />
    </AdvisoryFormPage>
  );
}
