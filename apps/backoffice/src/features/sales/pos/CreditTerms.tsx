import { DatePicker, Flex, Radio, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { NumericInput } from '../../../components/inputs/NumericInput';
import type { PlazoCredito } from './useCobro';

interface Props {
  /** A credit sale: all of it on credit, no choice of paying in full. */
  credito: boolean;
  anticipo: boolean;
  onAnticipo: (anticipo: boolean) => void;
  plazo: PlazoCredito;
  onPlazo: (cambio: Partial<PlazoCredito>) => void;
  /** The due date the term gives; null: none yet. */
  vencimiento: string | null;
  /** Today in Guatemala: no due date before it. */
  hoy: string;
}

/**
 * Paying in full or an advance with the balance on credit, and when a credit falls due: in so
 * many days or on a date, the date it gives shown beside it.
 */
export function CreditTerms({ credito, anticipo, onAnticipo, plazo, onPlazo, vencimiento, hoy }: Props) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {!credito && (
        <Segmented<'total' | 'anticipo'>
          block
          value={anticipo ? 'anticipo' : 'total'}
          onChange={(v) => onAnticipo(v === 'anticipo')}
          options={[
            { value: 'total', label: 'Pago total' },
            { value: 'anticipo', label: 'Anticipo (saldo al crédito)' },
          ]}
        />
      )}
      {(credito || anticipo) && (
        <Flex gap={12} align="center" wrap>
          <Typography.Text strong>Vencimiento del crédito</Typography.Text>
          <Radio.Group
            value={plazo.tipo}
            onChange={(e) => onPlazo({ tipo: e.target.value as PlazoCredito['tipo'] })}
            options={[
              { value: 'dias', label: 'Días' },
              { value: 'fecha', label: 'Fecha' },
            ]}
          />
          {plazo.tipo === 'dias' ? (
            <NumericInput
              aria-label="Días de crédito"
              decimales={0}
              value={plazo.dias}
              onChange={(dias) => onPlazo({ dias })}
              suffix="días"
              style={{ width: 120 }}
            />
          ) : (
            <DatePicker
              aria-label="Fecha de vencimiento"
              format="YYYY-MM-DD"
              value={plazo.fecha ? dayjs(plazo.fecha) : null}
              disabledDate={(d) => d.format('YYYY-MM-DD') < hoy}
              onChange={(d) => onPlazo({ fecha: d ? d.format('YYYY-MM-DD') : null })}
            />
          )}
          {vencimiento && <Typography.Text type="secondary">{`Vence el ${vencimiento}`}</Typography.Text>}
        </Flex>
      )}
    </Flex>
  );
}
