// /art-advisory/commissions/inquire: the artist is picked from the active artists' names.
import { getQueryKey } from '@trpc/react-query';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { trpc } from '#client/lib/trpc';
import { AdvisoryFormPage } from './AdvisoryFormPage';
import { CommissionForm } from './CommissionForm';
import { advisoryInquiryPath } from '#shared/public-kinds';

export default function CommissionInquirePage() {
  const artists = trpc.cataloguePublic.activeArtistsNames.useQuery().data ?? [];
  return (
    <AdvisoryFormPage
      service="Commissions"
      path={advisoryInquiryPath('commissions')}
      title="Commission a work"
      description="Many of our artists take commissions: a tapestry for a stair hall, a set of baskets, a painting for a particular wall. Choose an artist and tell us what you have in mind."
      steps={[
        'We write back within two working days and, if the artist is taking commissions, introduce you.',
        'The artist proposes a design, a price and a date; nothing is owed until you agree.',
        'We follow the work to its delivery and installation.',
      ]}
    >
      <CommissionForm artists={artists} />
    </AdvisoryFormPage>
  );
}

export const prefetch: Prefetch = (ctx) =>
  fetchQuery(ctx, getQueryKey(trpc.cataloguePublic.activeArtistsNames, undefined, 'query'), () =>
    ctx.caller.cataloguePublic.activeArtistsNames(),
  );
