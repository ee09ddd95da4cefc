import { Button, Modal, Skeleton } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { TipoReimpresion } from '@pos/shared/domains/sales/sales';
import { useFormat } from '../../../lib/useFormat';
import { Receipt } from '../receipt/Receipt';
import { fetchRecibo } from '../receipt/receipt.api';
import { useReceiptPrint } from '../receipt/useReceiptPrint';
import { HISTORIAL_PATH } from './salesHistory.api';
import { queryKeys } from '../../../lib/queryKeys';
import { LoadError } from '../../../components/LoadError';

export interface Reimpresion {
  id: number;
  tipo: TipoReimpresion;
}

const TITULO: Record<TipoReimpresion, string> = { comprobante: 'Comprobante', recibo_caja: 'Recibo de caja' };

/** The reprint preview: the receipt as it will print at 80 mm, and the button that prints it. */
export function ReprintModal({ reimpresion, onClose }: { reimpresion: Reimpresion | null; onClose: () => void }) {
  const { money } = useFormat();
  const { printRecibo } = useReceiptPrint();
  const recibo = useQuery({
    queryKey: queryKeys.view(HISTORIAL_PATH, 'reimpresion', reimpresion?.id, reimpresion?.tipo),
    queryFn: ({ signal }) => fetchRecibo(reimpresion!.id, reimpresion!.tipo, signal),
    enabled: reimpresion !== null,
    staleTime: 0,
  });
  return (
    <Modal
      open={reimpresion !== null}
      title={reimpresion ? `Reimprimir ${TITULO[reimpresion.tipo].toLowerCase()}` : ''}
      onCancel={onClose}
      width={420}
      destroyOnHidden
      footer={[
        <Button key="cerrar" onClick={onClose}>
          Cerrar
        </Button>,
        <Button
          key="imprimir"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!recibo.data}
          onClick={() => recibo.data && printRecibo(recibo.data)}
        >
          Imprimir
        </Button>,
      ]}
    >
      {recibo.isError ? (
        <LoadError
          error={recibo.error}
          fallback={MENSAJES.general.errorObtenerDatos}
          onRetry={() => void recibo.refetch()}
        />
      ) : recibo.data ? (
        <div className="receipt-preview">
          <Receipt recibo={recibo.data} money={money} />
        </div>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
