import { ShowListAdminPage } from './ShowListAdminPage';

/** /admin/events/exhibitions */
export default function ExhibitionsAdminPage() {
  return <ShowListAdminPage kind="exhibition" />;
}
