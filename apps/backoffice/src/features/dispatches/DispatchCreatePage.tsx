import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, SendOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MENSAJES, formatQuantity, todayInGuatemala } from '@pos/shared';
import type { Despacho } from '@pos/shared/domains/dispatches';
import type { LineaProductoBodega } from '@pos/shared/domains/inventory';
import { FormActions } from '../../components/FormActions';
import { PageHeader } from '../../components/PageHeader';
import { useFeedback } from '../../lib/feedback';
import { randomKey } from '../../lib/randomKey';
import { TODAS_LAS_SUCURSALES } from '../../lib/session';
import { useSucursalVigente } from '../../lib/sucursalActual';
import { useTodasLasSucursales } from '../companies';
import { ProductPicker } from '../inventory';
import { useCrearDespacho } from './dispatches.api';

interface Linea {
  key: string;
  producto: LineaProductoBodega['producto'];
  unidad: string;
  /** Line quantity (001 §1.4): ≥ 0, 1 when added, empty reads 0. */
  cantidad: number | null;
  /** A presentation: its quantity leaves in base units (× contenido). */
  fraccion: number | null;
}

interface Valores {
  sucursal_destino?: number;
  responsable_transporte: string;
}

/** `/traslados/crear/`: pick products with the warehouse picker, the destination and who carries them. */
export default function DispatchCreatePage() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const sucursal = useSucursalVigente();
  const sucursales = useTodasLasSucursales();
  const crear = useCrearDespacho();
  const [form] = Form.useForm<Valores>();
  const [lineas, setLineas] = useState<Linea[]>([]);
  const [clave] = useState(randomKey);
  const enTodas = sucursal?.value === TODAS_LAS_SUCURSALES;

  const agregar = (fila: LineaProductoBodega) =>
    setLineas((actuales) => {
      const existente = actuales.find((l) => l.producto.id === fila.producto.id && l.fraccion === null);
      if (existente) return actuales.map((l) => (l === existente ? { ...l, cantidad: (l.cantidad ?? 0) + 1 } : l));
      return [
        ...actuales,
        {
          key: randomKey(),
          producto: fila.producto,
          unidad: fila.unidad_de_medida?.abreviatura ?? 'u',
          cantidad: 1,
          fraccion: null,
        },
      ];
    });
  const cambiar = (key: string, cambio: Partial<Linea>) =>
    setLineas((actuales) => actuales.map((l) => (l.key === key ? { ...l, ...cambio } : l)));

  const submit = (valores: Valores) => {
    const productos = lineas
      .filter((l) => (l.cantidad ?? 0) > 0)
      .map((l) => ({ id: l.producto.id, cantidad_despachada: String(l.cantidad ?? 0), fraccion: l.fraccion }));
    if (productos.length === 0) {
      feedback.error(null, MENSAJES.despachos.sinProductos, MENSAJES.general.tituloErrorSimple);
      return;
    }
    crear.mutate(
      { body: { ...valores, productos }, idempotencyKey: `${clave}-${sucursal?.value ?? ''}` },
      feedback.saveOutcome(
        form,
        { guardado: MENSAJES.despachos.creado, errorGuardar: MENSAJES.general.errorVerifiqueDatos },
        (d: Despacho) => navigate(`/traslados/nota_de_envio/${d.id}`),
      ),
    );
  };

  const destinos = (sucursales.data ?? []).filter((s) => String(s.id) !== sucursal?.value);
  return (
    <>
      <PageHeader
        title="Nuevo traslado"
        subtitle="La mercadería sale de esta sucursal al guardar y queda en tránsito hasta que el destino la reciba."
        backTo="/traslados"
        actions={
          <Space>
            <Tag icon={<ShopOutlined />} color="blue" style={{ padding: '4px 10px', fontSize: 13 }}>
              {sucursal?.label ?? 'Sin sucursal'}
            </Tag>
            <Tag style={{ padding: '4px 10px', fontSize: 13 }}>{todayInGuatemala()}</Tag>
          </Space>
        }
      />
      {enTodas ? (
        <Alert
          type="warning"
          showIcon
          title={MENSAJES.sucursales.seleccioneSucursal}
          description={MENSAJES.bodega.elijaSucursal}
        />
      ) : (
        <Form<Valores> form={form} layout="vertical" initialValues={{ responsable_transporte: '' }} onFinish={submit}>
          <Flex vertical gap={16}>
            <Card
              title="Productos"
              extra={
                <Typography.Text type="secondary">{`${lineas.length} ${lineas.length === 1 ? 'línea' : 'líneas'}`}</Typography.Text>
              }
            >
              <Flex vertical gap={16}>
                <ProductPicker onPick={agregar} disabled={crear.isPending} />
                <Table<Linea>
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={lineas}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: 'Busque o escanee un producto para agregarlo.' }}
                  columns={[
                    { title: 'Código', render: (_, l) => l.producto.codigo },
                    {
                      title: 'Producto',
                      render: (_, l) => <Typography.Text strong>{l.producto.nombre}</Typography.Text>,
                    },
                    {
                      title: 'Existencia',
                      align: 'right',
                      render: (_, l) => (
                        <span className="num">{`${formatQuantity(l.producto.inventario, l.producto.a_granel)} ${l.unidad}`}</span>
                      ),
                    },
                    {
                      title: 'Presentación',
                      render: (_, l) =>
                        l.producto.fracciones.length === 0 ? (
                          l.unidad
                        ) : (
                          <Select<number | null>
                            aria-label="Presentación"
                            size="small"
                            style={{ minWidth: 120 }}
                            value={l.fraccion}
                            onChange={(fraccion) => cambiar(l.key, { fraccion })}
                            options={[
                              { value: null, label: l.unidad },
                              ...l.producto.fracciones.map((f) => ({
                                value: f.id,
                                label: `${f.nombre} (${f.contenido})`,
                              })),
                            ]}
                          />
                        ),
                    },
                    {
                      title: 'Cantidad',
                      render: (_, l) => (
                        <InputNumber<number>
                          aria-label={`Cantidad de ${l.producto.nombre}`}
                          size="small"
                          min={0}
                          precision={l.producto.a_granel ? 3 : 0}
                          value={l.cantidad}
                          onChange={(cantidad) => cambiar(l.key, { cantidad })}
                          style={{ width: 110 }}
                        />
                      ),
                    },
                    {
                      title: '',
                      key: 'quitar',
                      render: (_, l) => (
                        <Button
                          aria-label={`Quitar ${l.producto.nombre}`}
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => setLineas((a) => a.filter((x) => x.key !== l.key))}
                        />
                      ),
                    },
                  ]}
                />
              </Flex>
            </Card>
            <Card title="Datos del traslado">
              <Flex gap={16} wrap>
                <Form.Item
                  name="sucursal_destino"
                  label="Sucursal de destino"
                  rules={[{ required: true, message: MENSAJES.campos.required }]}
                  style={{ minWidth: 220, flex: 1 }}
                >
                  <Select
                    aria-label="Sucursal de destino"
                    placeholder="Seleccione"
                    loading={sucursales.isLoading}
                    options={destinos.map((s) => ({ value: s.id, label: s.nombre }))}
                  />
                </Form.Item>
                <Form.Item
                  name="responsable_transporte"
                  label="Responsable de transporte"
                  rules={[{ required: true, whitespace: true, message: MENSAJES.campos.required }]}
                  style={{ minWidth: 220, flex: 1 }}
                >
                  <Input maxLength={150} />
                </Form.Item>
              </Flex>
            </Card>
          </Flex>
          <FormActions onCancel={() => navigate('/traslados')} saving={crear.isPending} icon={<SendOutlined />} />
        </Form>
      )}
    </>
  );
}
