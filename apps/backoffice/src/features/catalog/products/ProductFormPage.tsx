import { useMemo } from 'react';
import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { nombresDePrecios } from '@pos/shared/domains/catalog/pricing';
import { PageHeader } from '../../../components/PageHeader';
import { PageStatus } from '../../../components/PageStatus';
import { useConfiguracion } from '../../../lib/configuracion';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFeedback } from '../../../lib/feedback';
import { markFields } from '../../../lib/formRules';
import { useFormat } from '../../../lib/useFormat';
import { ProductForm, type ProductFormSettings } from './form/ProductForm';
import {
  cuerpoDeProducto,
  problemasDelProducto,
  valoresDeProducto,
  type ProductoFormValues,
} from './form/productFormValues';
import { useGuardarProducto, useProducto } from './products.api';

const LISTA = '/productos';

/** `/productos/crear` and `/productos/editar/:id` (DECISIONS P3-50). */
export default function ProductFormPage() {
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const user = useCurrentUser();
  const { moneda } = useFormat();
  const [form] = Form.useForm<ProductoFormValues>();
  const producto = useProducto(id);
  const configuracion = useConfiguracion();
  const guardar = useGuardarProducto();

  const settings = useMemo((): ProductFormSettings | null => {
    const c = configuracion.data;
    if (!c) return null;
    return {
      nombres: nombresDePrecios(c.nombres_precios),
      porcentaje: c.conf_precios_porcentaje,
      decimales: c.conf_modena_con_3_decimales ? 3 : 2,
      moneda,
      unidades: c.unidades_de_medida,
      tiendaActiva: c.conf_tienda_online,
    };
  }, [configuracion.data, moneda]);
  const initialValues = useMemo(
    () =>
      settings && (id === undefined || producto.data)
        ? valoresDeProducto(producto.data, user.sucursales, settings.unidades)
        : null,
    [settings, id, producto.data, user.sucursales],
  );

  const title = id === undefined ? 'Nuevo producto' : 'Editar producto';
  const header = (
    <PageHeader
      title={title}
      subtitle={
        producto.data
          ? `${producto.data.codigo} · ${producto.data.nombre}`
          : 'Datos, precios, fracciones, imágenes y tienda en línea.'
      }
      backTo={LISTA}
    />
  );
  const failed = producto.isError || configuracion.isError;
  if (failed || !settings || !initialValues) return <PageStatus header={header} failed={failed} rows={12} />;

  const submit = (values: ProductoFormValues) => {
    const problemas = problemasDelProducto(values, settings.unidades);
    if (problemas.length > 0) {
      markFields(form, Object.fromEntries(problemas.map((p) => [p.campo, [p.mensaje]])));
      feedback.error(null, problemas[0]!.mensaje, MENSAJES.general.tituloErrorSimple);
      return;
    }
    guardar.mutate(
      { id, body: cuerpoDeProducto(values, { porcentaje: settings.porcentaje, decimales: settings.decimales }) },
      feedback.saveOutcome(
        form,
        { guardado: MENSAJES.general.datosAlmacenados, errorGuardar: MENSAJES.productos.errorAlmacenar },
        () => navigate(LISTA),
      ),
    );
  };

  return (
    <>
      {header}
      <ProductForm
        key={id ?? 'nuevo'}
        form={form}
        producto={producto.data}
        initialValues={initialValues}
        settings={settings}
        saving={guardar.isPending}
        onSubmit={submit}
        onCancel={() => navigate(LISTA)}
      />
    </>
  );
}
