// How a recorded value reads on the screens and in the CSV: the history keeps the column's raw value
// ('1', '8', '12500'), this says 'Active', 'Sold', '$12,500'. Plain code: the admin and the server share it.
import { SALE_STATUSES } from '#shared/constants';
import { formatPrice } from '#shared/format';

export const formatHistoryValue = (field: string, value: string | null): string => {
  if (value === null || value === '') return '—';
  switch (field) {
    case 'price':
      return Number.isFinite(Number(value)) ? formatPrice(Number(value)) : value;
    case 'availability': {
      const label = SALE_STATUSES[Number(value)];
      return label ? label.charAt(0).toUpperCase() + label.slice(1) : value;
    }
    case 'status':
      return value === '1' ? 'Active' : value === '0' ? 'Inactive' : value;
    case 'featured':
    case 'checked_in':
      return value === '1' ? 'Yes' : value === '0' ? 'No' : value;
    default:
      return value;
  }
};
