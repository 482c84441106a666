import { ShowListPage } from './ShowListAdminPage';

/** /admin/events/exhibitions */
export default function ExhibitionsPage() {
  return <ShowListPage kind="exhibition" />;
}
