import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Form, Input, Radio, Row, Select, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Cliente } from '@pos/shared/domains/customers';
import { NOMBRES_TIPO_ENTREGA, TIPOS_ENTREGA } from '@pos/shared/domains/orders';
import { SearchInput } from '../../../components/list/SearchInput';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { useFormat } from '../../../lib/useFormat';
import { useCreditoCliente, useSucursalesCliente } from '../orders.api';
import { NewCustomerModal } from './NewCustomerModal';
import type { Entrega } from './orderDraft';

interface Props {
  cliente: Cliente | null;
  entrega: Entrega;
  sucursalId: number | null;
  hoy: string;
  onCliente: (cliente: Cliente) => void;
  onEntrega: (cambio: Partial<Entrega>) => void;
}

/** Step 1: the customer (list and new-customer modal), its branch and addresses, and the delivery. */
export function CustomerStep({ cliente, entrega, sucursalId, hoy, onCliente, onEntrega }: Props) {
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [nuevo, setNuevo] = useState(false);
  const clientes = useQuery({
    queryKey: queryKeys.list('clientes', { search, page, origen: 'orden' }),
    queryFn: ({ signal }) => api.get<Page<Cliente>>('clientes', { search, page, page_size: 5 }, signal),
  });
  const credito = useCreditoCliente(cliente?.id, sucursalId, '0');
  const sucursales = useSucursalesCliente(cliente?.es_formal ? cliente.id : undefined, '');
  const direcciones = cliente ? [...new Set([cliente.direccion, ...cliente.direcciones].filter(Boolean))] : [];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card
          title="Clientes"
          size="small"
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setNuevo(true)}>
              Nuevo cliente
            </Button>
          }
        >
          <SearchInput
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            placeholder="Buscar por nombre o NIT"
          />
          <Table<Cliente>
            size="small"
            rowKey="id"
            style={{ marginTop: 8 }}
            loading={clientes.isFetching}
            dataSource={clientes.data?.results ?? []}
            pagination={{
              current: page,
              pageSize: 5,
              total: clientes.data?.count ?? 0,
              onChange: setPage,
              size: 'small',
            }}
            rowClassName={(c) => (c.id === cliente?.id ? 'ant-table-row-selected' : '')}
            onRow={(c) => ({ onClick: () => onCliente(c), style: { cursor: 'pointer' } })}
            columns={[
              { title: 'Nombre', dataIndex: 'nombre' },
              { title: 'NIT', dataIndex: 'nit' },
              {
                title: '',
                key: 'sel',
                render: (_, c) => (
                  <Button size="small" type={c.id === cliente?.id ? 'primary' : 'default'} onClick={() => onCliente(c)}>
                    {c.id === cliente?.id ? 'Seleccionado' : 'Seleccionar'}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Datos de la orden" size="small">
          {!cliente ? (
            <Alert type="info" showIcon message="Seleccione un cliente de la lista o cree uno nuevo." />
          ) : (
            <>
              <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
                <Descriptions.Item label="Cliente">
                  {cliente.nombre} {cliente.es_formal && <Tag color="blue">Formal</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label="NIT">{cliente.nit}</Descriptions.Item>
                {credito.data && (
                  <Descriptions.Item label="Crédito">
                    {credito.data.limite_credito === null
                      ? 'Sin límite'
                      : `Límite ${format.money(credito.data.limite_credito)} · pendiente ${format.money(credito.data.saldo_pendiente)} · disponible ${format.money(credito.data.disponible)}`}
                  </Descriptions.Item>
                )}
              </Descriptions>
              <Form layout="vertical" component="div">
                {cliente.es_formal && (
                  <Form.Item label="Sucursal del cliente">
                    <Select
                      aria-label="Sucursal del cliente"
                      allowClear
                      value={entrega.clienteSucursalId ?? undefined}
                      loading={sucursales.isFetching}
                      options={(sucursales.data ?? []).map((s) => ({
                        value: s.id,
                        label: `${s.nombre} — ${s.direccion}`,
                      }))}
                      onChange={(id?: number) => {
                        const sucursal = sucursales.data?.find((s) => s.id === id);
                        onEntrega({
                          clienteSucursalId: id ?? null,
                          ...(sucursal ? { direccionEntrega: sucursal.direccion } : {}),
                        });
                      }}
                    />
                  </Form.Item>
                )}
                <Form.Item label="Dirección de facturación">
                  <Select
                    aria-label="Dirección de facturación"
                    showSearch
                    value={entrega.direccionFacturacion || undefined}
                    options={direcciones.map((d) => ({ value: d, label: d }))}
                    onChange={(direccionFacturacion: string) => onEntrega({ direccionFacturacion })}
                    placeholder="Seleccione una dirección"
                  />
                </Form.Item>
                <Form.Item label="Tipo de entrega">
                  <Radio.Group
                    value={entrega.tipoEntrega}
                    onChange={(e) => onEntrega({ tipoEntrega: e.target.value as number })}
                    options={[TIPOS_ENTREGA.RETIRO, TIPOS_ENTREGA.DOMICILIO].map((t) => ({
                      value: t,
                      label: NOMBRES_TIPO_ENTREGA[t],
                    }))}
                  />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} sm={12}>
                    <Form.Item label="Fecha de entrega">
                      <DatePicker
                        aria-label="Fecha de entrega"
                        style={{ width: '100%' }}
                        format="YYYY-MM-DD"
                        value={entrega.fechaEntrega ? dayjs(entrega.fechaEntrega) : null}
                        disabledDate={(d) => d.format('YYYY-MM-DD') < hoy}
                        onChange={(d) => onEntrega({ fechaEntrega: d ? d.format('YYYY-MM-DD') : null })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item label="Encargado">
                      <Input
                        aria-label="Encargado"
                        maxLength={200}
                        value={entrega.encargado}
                        onChange={(e) => onEntrega({ encargado: e.target.value })}
                      />
                    </Form.Item>
                  </Col>
                </Row>
                {entrega.tipoEntrega === TIPOS_ENTREGA.DOMICILIO && (
                  <Form.Item label="Dirección de entrega" required>
                    <Input
                      aria-label="Dirección de entrega"
                      maxLength={300}
                      value={entrega.direccionEntrega}
                      onChange={(e) => onEntrega({ direccionEntrega: e.target.value })}
                    />
                  </Form.Item>
                )}
                <Form.Item label="Correo">
                  <Input
                    aria-label="Correo"
                    maxLength={254}
                    value={entrega.correo}
                    onChange={(e) => onEntrega({ correo: e.target.value })}
                  />
                </Form.Item>
              </Form>
            </>
          )}
        </Card>
      </Col>
      <NewCustomerModal
        open={nuevo}
        onClose={() => setNuevo(false)}
        onCreated={(c) => {
          setNuevo(false);
          onCliente(c);
        }}
      />
    </Row>
  );
}
