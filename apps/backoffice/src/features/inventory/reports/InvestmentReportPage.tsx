import { Card, Flex, Statistic, Tag, Typography } from 'antd';
import { formatQuantity } from '@pos/shared';
import { ORDEN_TOTAL_INVERTIDO_POR_DEFECTO, type FilaTotalInvertido } from '@pos/shared/domains/inventory';
import type { Page } from '../../../lib/api';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../components/export/ExportButton';
import { DataTable, type ListColumn } from '../../../components/list/DataTable';
import { SearchInput } from '../../../components/list/SearchInput';
import { useServerList } from '../../../components/list/useServerList';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';

interface InversionPage extends Page<FilaTotalInvertido> {
  /** The grand total of every matching row, not just this page. */
  total_invertido: string;
}

/** `/inversion_en_bodega`: stock × cost per product and the total invested (spec 001 §7). */
export default function InvestmentReportPage() {
  const format = useFormat();
  const sucursal = useSucursalVigente();
  const list = useServerList<FilaTotalInvertido, Record<string, never>, InversionPage>({
    path: 'bodegas/reporte_total_invertido',
    filters: {},
    defaultOrdering: ORDEN_TOTAL_INVERTIDO_POR_DEFECTO,
    orderingParam: 'sort',
  });
  const total = list.query.data?.total_invertido;

  const columns: ListColumn<FilaTotalInvertido>[] = [
    {
      title: 'Código',
      dataIndex: 'codigo',
      sortField: 'codigo',
      render: (codigo: string) => <Typography.Text code>{codigo}</Typography.Text>,
    },
    {
      title: 'Producto',
      dataIndex: 'nombre',
      sortField: 'nombre',
      render: (nombre: string) => <Typography.Text strong>{nombre}</Typography.Text>,
    },
    {
      title: 'Existencia',
      dataIndex: 'inventario',
      sortField: 'inventario',
      align: 'right',
      render: (v: string, f) => (
        <span className="num">{`${formatQuantity(v, f.a_granel)} ${f.unidad_de_medida?.abreviatura ?? ''}`}</span>
      ),
    },
    {
      title: 'Costo',
      dataIndex: 'costo',
      sortField: 'costo',
      align: 'right',
      render: (v: string, f) => (
        <Flex gap={6} justify="flex-end" align="center">
          <Tag style={{ marginInlineEnd: 0 }}>{f.usa_costo_promedio ? 'Promedio' : 'Último'}</Tag>
          <span className="num">{format.money(v)}</span>
        </Flex>
      ),
    },
    {
      title: 'Total invertido',
      dataIndex: 'total_invertido',
      sortField: 'total_invertido',
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong className="num">
          {format.money(v)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Inversión en bodega"
        subtitle="Lo invertido en las existencias: cantidad por costo de cada producto."
        actions={<ExportButton path="bodegas/descargar_excel_inversion_bodega" params={list.filterParams} />}
      />
      <Card style={{ marginBottom: 16 }}>
        <Statistic
          title={`Total invertido · ${sucursal?.label ?? ''}`}
          value={total === undefined ? '—' : format.money(total)}
          loading={list.query.isLoading}
          styles={{ content: { fontSize: 28, fontWeight: 600 } }}
        />
      </Card>
      <Card>
        <div className="list-toolbar">
          <SearchInput onSearch={list.setSearch} placeholder="Buscar por nombre o código" />
        </div>
        <DataTable<FilaTotalInvertido> list={list} columns={columns} rowKey="id" />
      </Card>
    </>
  );
}
