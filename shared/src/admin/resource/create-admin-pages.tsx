// The three screens of an admin area from its one configuration, named as the
// shell's route table expects them: `${Key}List`, `${Key}Add`, `${Key}Edit`.

import type { ComponentType } from 'react';
import type { AdminResource } from './admin-resource';
import { ResourceListPage } from './resource-list-page';
import { ResourceAddPage, ResourceEditPage } from './resource-form-page';

export interface AdminPages {
  List: ComponentType;
  Add: ComponentType;
  Edit: ComponentType;
}

export const createAdminPages = <T extends { _id: string }>(resource: AdminResource<T>): AdminPages => {
  const List = () => <ResourceListPage resource={resource} />;
  const Add = () => <ResourceAddPage resource={resource} />;
  const Edit = () => <ResourceEditPage resource={resource} />;
  const name = resource.area.key.charAt(0).toUpperCase() + resource.area.key.slice(1);
  List.displayName = `${name}List`;
  Add.displayName = `${name}Add`;
  Edit.displayName = `${name}Edit`;
  return { List, Add, Edit };
};
