import { Button, Card, Flex } from 'antd';
import { FileTextOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MENSAJES } from '@pos/shared';
import { TIPOS_DEVOLUCION } from '@pos/shared/domains/returns';
import { PageHeader } from '../../components/PageHeader';
import { PageStatus } from '../../components/PageStatus';
import { useConfiguracion } from '../../lib/configuracion';
import { useFeedback } from '../../lib/feedback';
import { queryKeys } from '../../lib/queryKeys';
import { useFormat } from '../../lib/useFormat';
import { useFacturaPrint } from '../invoicing';
import { printOnReceiptPaper } from '../sales';
import { devolucionesApi } from './returns.api';
import { RUTA_BUSCAR, RUTA_LISTA } from './paths';
import { Voucher } from './Voucher';

/**
 * The result of a return: `…/motivos/vale/{idVale}` (internal voucher) and
 * `/bodega/nota_credito_cliente/{idFactura}/vale/{idVale}` (FEL credit note), printable at 80 mm;
 * a certified credit note also prints like an invoice, from what the certifier answered.
 */
export default function VoucherPage() {
  const { idVale } = useParams();
  const format = useFormat();
  const configuracion = useConfiguracion();
  const feedback = useFeedback();
  const facturaPrint = useFacturaPrint();
  const imprimirNota = async (idNota: number) => {
    try {
      const { nota } = await devolucionesApi.verificarNota(idNota);
      // Before its certification verificar_fel answers only the note's id: nothing to print yet.
      if (!('uuid' in nota)) return void feedback.error(null, MENSAJES.general.errorObtenerDatos);
      facturaPrint.printFactura(nota);
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorObtenerDatos);
    }
  };
  const devolucion = useQuery({
    queryKey: queryKeys.detail('devoluciones', idVale),
    queryFn: () => devolucionesApi.detalle(idVale!),
  });
  const esNota = devolucion.data?.tipo === TIPOS_DEVOLUCION.NCRE;
  const header = (
    <PageHeader
      title={esNota ? 'Nota de crédito' : 'Vale por devolución'}
      backTo={RUTA_BUSCAR}
      actions={
        devolucion.data && (
          <Flex gap={8} wrap>
            {devolucion.data.id_nota !== null && (
              <Button
                type="primary"
                icon={<FileTextOutlined />}
                onClick={() => void imprimirNota(devolucion.data.id_nota!)}
              >
                Imprimir nota de crédito
              </Button>
            )}
            <Button
              type={devolucion.data.id_nota === null ? 'primary' : 'default'}
              icon={<PrinterOutlined />}
              onClick={() =>
                void printOnReceiptPaper(
                  <Voucher devolucion={devolucion.data} money={format.money} empresa={configuracion.data?.nombre} />,
                )
              }
            >
              {devolucion.data.id_nota === null ? 'Imprimir' : 'Imprimir comprobante'}
            </Button>
          </Flex>
        )
      }
    />
  );
  if (!devolucion.data)
    return (
      <PageStatus header={header} failed={devolucion.isError} message={MENSAJES.pantallasDevolucion.errorCargar} />
    );
  return (
    <>
      {header}
      <Card className="returns-card">
        <Voucher devolucion={devolucion.data} money={format.money} empresa={configuracion.data?.nombre} />
        <Flex justify="center" gap={8} wrap className="returns-footer">
          <Link to={RUTA_BUSCAR}>
            <Button icon={<RollbackOutlined />}>Nueva devolución</Button>
          </Link>
          <Link to={RUTA_LISTA}>
            <Button>Ver devoluciones</Button>
          </Link>
        </Flex>
      </Card>
    </>
  );
}
