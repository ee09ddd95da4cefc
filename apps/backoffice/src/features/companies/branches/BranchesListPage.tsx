import { Button, Card, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MENSAJES, SIN_REGISTRO } from '@pos/shared';
import type { Sucursal } from '@pos/shared/domains/companies/companies';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useConfirmDelete } from '../../../components/useConfirmDelete';
import { CURRENT_USER_KEY } from '../../../lib/currentUser';
import { getSucursal, setSucursal } from '../../../lib/session';

const texto = (value: string) => value || SIN_REGISTRO;

export default function BranchesListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useServerList<Sucursal>({ path: 'sucursales', filters: {} });
  const confirmDelete = useConfirmDelete({
    path: 'sucursales',
    errorFallback: MENSAJES.sucursales.errorEliminar,
    onDeleted: (id) => {
      // The deleted branch can no longer be the one every call is scoped to.
      if (getSucursal() === String(id)) setSucursal(null);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });

  const columns: ListColumn<Sucursal>[] = [
    {
      title: 'Nombre',
      dataIndex: 'nombre',
      sortField: 'nombre',
      render: (nombre: string) => <Typography.Text strong>{nombre}</Typography.Text>,
    },
    {
      title: 'Ubicación',
      sortField: 'departamento',
      render: (_, s) => (
        <>
          {texto(s.direccion)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {`${s.municipio_nombre}, ${s.departamento_nombre}`}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Teléfono', dataIndex: 'telefono', render: texto },
    { title: 'Usuarios', dataIndex: 'total_usuarios', sortField: 'total_usuarios', align: 'right' },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      render: (_, s) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            onClick={() => navigate(`/configuracion/sucursales/editar/${s.id}`)}
          >
            Editar
          </Button>
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(s.id, s.nombre)}>
            Eliminar
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Sucursales"
        subtitle="Las tiendas y bodegas de la empresa, con los datos que se imprimen en sus documentos."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/configuracion/sucursales/crear')}>
            Nueva sucursal
          </Button>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por nombre o dirección" />
        </div>
        <DataTable<Sucursal> list={list} columns={columns} rowKey="id" />
      </Card>
    </>
  );
}
