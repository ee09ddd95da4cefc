import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MENSAJES } from '@pos/shared';
import type { Usuario } from '@pos/shared/domains/users/users';
import { PageHeader } from '../../components/PageHeader';
import { UserAvatar } from '../../components/UserAvatar';
import { DataTable, type ListColumn } from '../../components/list/DataTable';
import { SearchInput } from '../../components/list/SearchInput';
import { useServerList } from '../../components/list/useServerList';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { useCurrentUser } from '../../lib/currentUser';
import { useFormat } from '../../lib/useFormat';
import { nombreDeRol, puedeEditar, puedeEliminar } from './roles';

export default function UsersListPage() {
  const actor = useCurrentUser();
  const navigate = useNavigate();
  const format = useFormat();
  const list = useServerList<Usuario>({ path: 'usuarios', filters: {} });
  const confirmDelete = useConfirmDelete({ path: 'usuarios', errorFallback: MENSAJES.usuarios.errorEliminar });

  const columns: ListColumn<Usuario>[] = [
    {
      title: 'Usuario',
      sortField: 'first_name',
      render: (_, u) => (
        <Flex align="center" gap={12}>
          <UserAvatar nombre={u.nombre} foto={u.foto} />
          <div>
            <Typography.Text strong>{u.nombre}</Typography.Text>
            {u.id === actor.id && <Tag style={{ marginLeft: 8 }}>Usted</Tag>}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {u.email}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    {
      title: 'Rol',
      sortField: 'rol',
      render: (_, u) => <Tag color={u.es_propietario ? 'gold' : u.es_admin ? 'blue' : 'default'}>{nombreDeRol(u)}</Tag>,
    },
    {
      title: 'Sucursales',
      render: (_, u) =>
        u.es_global ? (
          <Tag icon={<GlobalOutlined />} color="cyan">
            Global
          </Tag>
        ) : (
          <Flex gap={4} wrap>
            {u.sucursales.map((s) => (
              <Tag key={s.id}>{s.nombre}</Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: 'Último ingreso',
      dataIndex: 'ultimo_ingreso',
      sortField: 'ultimo_ingreso',
      render: (v: string | null) => format.dateTime(v),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      render: (_, u) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined />}
            disabled={!puedeEditar(actor, u)}
            onClick={() => navigate(`/configuracion/usuarios/editar/${u.id}`)}
          >
            Editar
          </Button>
          <Button
            type="link"
            danger
            icon={<DeleteOutlined />}
            disabled={!puedeEliminar(actor, u)}
            onClick={() => confirmDelete(u.id, u.nombre)}
          >
            Eliminar
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Usuarios"
        subtitle="Las personas que usan el sistema, su rol, sus sucursales y sus permisos."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/configuracion/usuarios/crear')}>
            Nuevo usuario
          </Button>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por nombre o correo" />
        </div>
        <DataTable<Usuario> list={list} columns={columns} rowKey="id" />
      </Card>
    </>
  );
}
