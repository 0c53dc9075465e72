import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, type RaRecord, type TransformData } from 'react-admin';
import { useSaveErrorHandler } from './mutations';
import { resourceKey } from './resourceInputs';
import { useToast } from './toast';

/**
 * 'Add New …' of a resource: its defaults, titled `resources.<resource>.list.addNew`, a refused save shown
 * with `resources.<resource>.form.saveFailed`, back to the list once saved.
 */
export function ResourceCreate({
  resource,
  defaults,
  transform,
  saveFailed = resourceKey(resource, 'form.saveFailed'),
  children,
}: {
  resource: string;
  defaults: Partial<RaRecord>;
  transform?: TransformData;
  /** The refused save's catalogue key, when not `form.saveFailed`. */
  saveFailed?: string;
  children: ReactNode;
}) {
  const onError = useSaveErrorHandler(saveFailed);
  return (
    <Create
      title={resourceKey(resource, 'list.addNew')}
      record={defaults}
      transform={transform}
      mutationOptions={{ onError }}
      redirect="list"
    >
      {children}
    </Create>
  );
}

/**
 * 'Edit …' of a resource, titled `resources.<resource>.edit.title`: saved when the API answers
 * (pessimistic), a refused save shown with `form.saveFailed`, a failed load with `list.fetchFailed`.
 */
export function ResourceEdit({
  resource,
  transform,
  saveFailed = resourceKey(resource, 'form.saveFailed'),
  actions,
  children,
}: {
  resource: string;
  transform?: TransformData;
  /** The refused save's catalogue key, when not `form.saveFailed`. */
  saveFailed?: string;
  /** The page's toolbar, above the form. */
  actions?: ReactElement;
  children: ReactNode;
}) {
  const onError = useSaveErrorHandler(saveFailed);
  const toast = useToast();
  return (
    <Edit
      title={resourceKey(resource, 'edit.title')}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onError }}
      queryOptions={{ onError: () => toast.error(resourceKey(resource, 'list.fetchFailed')) }}
      redirect="list"
      actions={actions}
    >
      {children}
    </Edit>
  );
}
