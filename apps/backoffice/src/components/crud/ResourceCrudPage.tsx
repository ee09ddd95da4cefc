import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageHeader } from '../PageHeader';
import { DataTable, type ListColumn } from '../list/DataTable';
import { SearchInput } from '../list/SearchInput';
import { useServerList } from '../list/useServerList';
import { useConfirmDelete } from '../useConfirmDelete';
import type { ResourceConfig } from './resource';
import { ResourceFormModal } from './ResourceFormModal';

/** The list, search, create, edit and delete of a simple admin resource. */
export function ResourceCrudPage<T extends { id: number }>({ config }: { config: ResourceConfig<T> }) {
  const list = useServerList<T>({ path: config.path, filters: {}, defaultOrdering: config.defaultOrdering });
  const confirmDelete = useConfirmDelete({ path: config.path });
  // undefined: closed; null: creating; a record: editing it.
  const [editando, setEditando] = useState<T | null | undefined>(undefined);

  const columns: ListColumn<T>[] = [
    ...config.columns,
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => setEditando(row)}>
            Editar
          </Button>
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(row.id, config.label(row))}>
            Eliminar
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={config.title}
        subtitle={config.subtitle}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando(null)}>
            {config.nuevo}
          </Button>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder={config.searchPlaceholder} />
        </div>
        <DataTable<T> list={list} columns={columns} rowKey="id" />
      </Card>
      {editando !== undefined && (
        <ResourceFormModal config={config} record={editando} onClose={() => setEditando(undefined)} />
      )}
    </>
  );
}
