import { ShowListPage } from './ShowListPage';

/** /admin/events/exhibitions */
export default function ExhibitionsPage() {
  return <ShowListPage kind="exhibition" />;
}
