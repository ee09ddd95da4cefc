import { useState, type KeyboardEvent, type Ref } from 'react';
import { Alert, Button, Flex, Input, Space, Tag, Typography, type InputRef } from 'antd';
import { CloseOutlined, TagOutlined } from '@ant-design/icons';
import { MENSAJES } from '@pos/shared';
import { errorMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/useFormat';
import { consultarNotaCredito } from './pos.api';
import { revisarVale, type ValeAplicado } from './voucherRedemption';

interface Props {
  /** The sale's total the code is checked against. */
  total: string;
  /** The code already applied to this charge, if any. */
  aplicado: ValeAplicado | null;
  onApply: (vale: ValeAplicado) => void;
  onRemove: () => void;
  /** The code box, for the dialog's shortcut and its label. */
  inputRef?: Ref<InputRef>;
  inputId?: string;
}

/**
 * The voucher / credit-note code in the payment dialog (SCOPE §1.1 POS redemption): Enter or
 * "Aplicar" looks the code up (`notas_credito_fel/consultar`) and applies the redemption rules
 * before handing the code and its amount to the charge. Enter here never confirms the charge.
 */
export function VoucherCodeField({ total, aplicado, onApply, onRemove, inputRef, inputId }: Props) {
  const format = useFormat();
  const [codigo, setCodigo] = useState('');
  const [buscando, setBuscando] = useState(false);
  const [aviso, setAviso] = useState<{ tipo: 'error' | 'info'; mensaje: string } | null>(null);

  const aplicar = async () => {
    const texto = codigo.trim();
    if (!texto || buscando) return;
    setBuscando(true);
    setAviso(null);
    try {
      const revision = revisarVale(await consultarNotaCredito(texto), total);
      if (revision.ok) {
        setCodigo('');
        onApply(revision.vale);
      } else setAviso({ tipo: revision.tipo, mensaje: revision.mensaje });
    } catch (error) {
      setAviso({ tipo: 'error', mensaje: errorMessage(error, MENSAJES.devoluciones.codigoNoValido) });
    } finally {
      setBuscando(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // The dialog's form confirms the charge on Enter: here Enter only applies the code.
    e.preventDefault();
    e.stopPropagation();
    void aplicar();
  };

  if (aplicado)
    return (
      <Flex className="pos-voucher-applied" align="center" justify="space-between" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Tag icon={<TagOutlined />} color="purple" className="pos-tag">
            {aplicado.notaCreditoFel ? MENSAJES.devoluciones.tipos.NCRE : MENSAJES.devoluciones.tipos.VALE}{' '}
            {aplicado.codigo}
          </Tag>
          <Typography.Text strong className="num" aria-label="Monto del vale">
            {`− ${format.money(aplicado.monto)}`}
          </Typography.Text>
        </Flex>
        <Button size="small" icon={<CloseOutlined />} onClick={onRemove}>
          Quitar
        </Button>
      </Flex>
    );

  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={inputRef}
          id={inputId}
          aria-label="Código de vale o nota de crédito"
          placeholder="Código de vale o nota de crédito"
          value={codigo}
          maxLength={40}
          // A voucher's code may be scanned: it stays here (the selling screen's scan capture).
          data-lee-codigos=""
          onChange={(e) => setCodigo(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button loading={buscando} onClick={() => void aplicar()}>
          Aplicar
        </Button>
      </Space.Compact>
      {aviso && (
        <Alert type={aviso.tipo} showIcon title={aviso.mensaje} role={aviso.tipo === 'error' ? 'alert' : 'status'} />
      )}
    </Flex>
  );
}
