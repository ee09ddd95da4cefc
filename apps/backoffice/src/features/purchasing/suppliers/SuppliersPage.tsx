import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Space } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { NOMBRES_TIPO_PROVEEDOR, type Proveedor, type TipoProveedor } from '@pos/shared/domains/purchasing';
import { PageHeader } from '../../../components/PageHeader';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useConfirmDelete } from '../../../components/useConfirmDelete';
import { useFormat } from '../../../lib/useFormat';
import { SupplierFormModal } from './SupplierFormModal';
import { moneyColumn } from '../../../components/list/moneyColumn';

const tipoDe = (p: Proveedor) => NOMBRES_TIPO_PROVEEDOR[p.tipo_proveedor as TipoProveedor] ?? '';
const texto = (v: string) => v || 'Sin registro';

/** `/configuracion/proveedores` (flag `conf_proveedor`, P3-50): list, search, create, detail, edit, delete. */
export default function SuppliersPage() {
  const format = useFormat();
  const list = useServerList<Proveedor>({ path: 'proveedores', filters: {}, defaultOrdering: 'nombre' });
  const confirmDelete = useConfirmDelete({ path: 'proveedores' });
  // undefined: closed; null: creating; a supplier: editing it.
  const [editando, setEditando] = useState<Proveedor | null | undefined>(undefined);
  const [viendo, setViendo] = useState<Proveedor | null>(null);

  const columns: ListColumn<Proveedor>[] = [
    { title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' },
    { title: 'Tipo', render: (_, p) => tipoDe(p) },
    moneyColumn(format.money, { title: 'Límite de crédito', dataIndex: 'limite_credito' }),
    { title: 'NIT', dataIndex: 'nit', render: texto },
    { title: 'Teléfono', dataIndex: 'telefono', render: texto },
    {
      title: 'Acciones',
      key: 'acciones',
      align: 'right',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" icon={<EyeOutlined />} onClick={() => setViendo(p)}>
            Ver
          </Button>
          <Button type="link" icon={<EditOutlined />} onClick={() => setEditando(p)}>
            Editar
          </Button>
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(p.id, p.nombre)}>
            Eliminar
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Proveedores"
        subtitle="A quién se le compra: tipo, límite de crédito y datos de contacto."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditando(null)}>
            Nuevo proveedor
          </Button>
        }
      />
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por nombre o NIT" />
        </div>
        <DataTable<Proveedor> list={list} columns={columns} rowKey="id" />
      </Card>
      {editando !== undefined && <SupplierFormModal proveedor={editando} onClose={() => setEditando(undefined)} />}
      <Drawer
        open={viendo !== null}
        title={viendo?.nombre}
        onClose={() => setViendo(null)}
        size="default"
        extra={
          viendo && (
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                setEditando(viendo);
                setViendo(null);
              }}
            >
              Editar
            </Button>
          )
        }
      >
        {viendo && (
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'tipo', label: 'Tipo de proveedor', children: tipoDe(viendo) },
              { key: 'limite', label: 'Límite de crédito', children: format.money(viendo.limite_credito) },
              { key: 'nit', label: 'NIT', children: texto(viendo.nit) },
              { key: 'telefono', label: 'Teléfono', children: texto(viendo.telefono) },
              { key: 'correo', label: 'Correo electrónico', children: texto(viendo.correo) },
              { key: 'contacto', label: 'Contacto', children: texto(viendo.contacto) },
              { key: 'direccion', label: 'Dirección', children: texto(viendo.direccion) },
              { key: 'creado', label: 'Creado', children: format.dateTime(viendo.creado) },
              { key: 'modificado', label: 'Modificado', children: format.dateTime(viendo.modificado) },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
