import { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES } from '@foundation/shared';

export const TYPE_CHOICES = DATA_REQUEST_TYPES.map((id) => ({
  id,
  name: `resources.data-requests.types.${id}`,
}));
export const STATUS_CHOICES = DATA_REQUEST_STATUSES.map((id) => ({
  id,
  name: `resources.data-requests.statuses.${id}`,
}));
