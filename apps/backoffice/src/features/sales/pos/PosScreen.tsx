import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Tag } from 'antd';
import {
  ClearOutlined,
  DollarOutlined,
  FileTextOutlined,
  SendOutlined,
  ShopOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MENSAJES, sum, toDecimalString } from '@pos/shared';
import { puedeCobrar, totalesCarrito, type OpcionesCarrito } from '@pos/shared/domains/sales/rules/cart';
import { TIPOS_VENTA } from '@pos/shared/domains/sales/sales';
import type { Cotizacion } from '@pos/shared/domains/sales/sales.api';
import { textosCotizacion } from '@pos/shared/domains/sales/pedidos';
import { esAGranel } from '@pos/shared/domains/catalog/catalog';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import type { Configuracion } from '@pos/shared/domains/companies/companies';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/currentUser';
import { useFeedback } from '../../../lib/feedback';
import { useSucursalVigente } from '../../../lib/sucursalActual';
import { useFormat } from '../../../lib/useFormat';
import type { EstadoNavegacionPos, ModoPos } from '../posNavigation';
import { useReceiptPrint } from '../receipt/useReceiptPrint';
import { useCrearCotizacion } from '../quotations/quotations.api';
import { CartTable } from './CartTable';
import { CollectionPanel, type Cobro } from './CollectionPanel';
import { CustomerForm } from './CustomerForm';
import { ProductSearch, type ProductSearchHandle } from './ProductSearch';
import { RegisterQuotations } from './RegisterQuotations';
import { SaleSummary, type AccionVenta } from './SaleSummary';
import { SaleTypeSwitch } from './SaleTypeSwitch';
import { ShortcutBar, type Atajo } from './ShortcutBar';
import { agregarProducto, faltaDeExistencia, type LineaPos } from './cartLines';
import { ventaDesdeCotizacion } from './cargarCotizacion';
import { useRegistrarVenta } from './pos.api';
import { useSearchFocus } from './useSearchFocus';
import { useShortcuts } from './useShortcuts';
import { useKeyCapture } from './useKeyCapture';
import { LastSaleNotice, type UltimaVenta } from './LastSaleNotice';
import { useFacturaVenta, type FacturaVenta } from './useFacturaVenta';
import { WeightDialog } from './WeightDialog';
import { claveDeIntento, useVentaEnCurso, type TipoVentaPos, type VentaEnCurso } from './ventaEnCurso';
import { clienteInput, lineasInput, revisarCliente, ventaInput } from './ventaInput';
import './pos.css';

const TITULOS: Record<ModoPos, { titulo: string; subtitulo: string }> = {
  pvn: { titulo: 'Punto de venta', subtitulo: 'Escanee o busque productos, cobre e imprima el comprobante.' },
  caja: { titulo: 'Caja', subtitulo: 'Cobre los pedidos del mostrador o registre una venta directa.' },
  mostrador: { titulo: 'Mostrador', subtitulo: 'Arme el pedido del cliente y envíelo a caja para el cobro.' },
};

const FLASH_MS = 1200;

interface Props {
  modo: ModoPos;
  configuracion: Configuracion;
}

/**
 * The screen a cashier lives in: search box focused (a scanner types + Enter), the cart, the
 * customer, the sale type and the totals, all by keyboard (F2 search, F4 customer, F8 quote,
 * F9 charge or send). The sale in progress survives reloads (sessionStorage), a failed charge
 * keeps it, and a retried charge is recorded once (Idempotency-Key).
 */
export function PosScreen({ modo, configuracion }: Props) {
  const user = useCurrentUser();
  const sucursal = useSucursalVigente();
  const format = useFormat();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const receipt = useReceiptPrint();
  const registrar = useRegistrarVenta();
  const crearCotizacion = useCrearCotizacion();
  const buscador = useRef<ProductSearchHandle>(null);
  const { confirm, returnFocus, confirmHolder } = useSearchFocus(buscador);
  const [pesando, setPesando] = useState<ProductoVenta | null>(null);
  /** Codes scanned while the weight dialog was open: the search's once it has gone. */
  const escaneosEnEspera = useRef<string[]>([]);
  // A scan typed while the focus was anywhere else on the screen is the search's (issue 30).
  const tecleo = useKeyCapture((codigo) =>
    pesando ? escaneosEnEspera.current.push(codigo) : buscador.current?.scan(codigo),
  );
  /** An action ended (a field committed, a receipt printed): the next scan goes to the search box. */
  const alBuscador = () => buscador.current?.focus();

  const cobra = modo !== 'mostrador';
  const tipoInicial: TipoVentaPos = configuracion.utiliza_fel ? TIPOS_VENTA.FACTURA : TIPOS_VENTA.ENVIO;
  const { venta, actualizar, limpiar } = useVentaEnCurso(
    `pos:${modo}:${user.id}:${sucursal?.value ?? ''}`,
    tipoInicial,
  );
  const [destacada, setDestacada] = useState<string | null>(null);
  const [panelAbierto, setPanelAbierto] = useState(false);
  // Each charge opens a fresh payment dialog: nothing typed for the previous sale is left in it.
  const [cobroNumero, setCobroNumero] = useState(0);
  const [cargandoCotizacion, setCargandoCotizacion] = useState<number | null>(null);
  const [ultimaVenta, setUltimaVenta] = useState<UltimaVenta | null>(null);
  // The invoice of a sale keeps certifying while the next one is built: only its own notice changes.
  const facturaVenta = useFacturaVenta({
    imprimir: configuracion.conf_venta_imprimir_recibo,
    onCambio: (idVenta: number, factura: FacturaVenta) =>
      setUltimaVenta((actual) => (actual?.id === idVenta ? { ...actual, factura } : actual)),
  });

  const opciones: OpcionesCarrito = useMemo(
    () => ({
      decimales: format.decimales,
      permitirDescuento: configuracion.venta_permitir_descuento,
      precioEditable: configuracion.conf_venta_precio_editable,
    }),
    [format.decimales, configuracion],
  );
  const totales = totalesCarrito(venta.lineas, format.decimales);
  const unidades = toDecimalString(
    sum(venta.lineas.map((l) => l.cantidad)),
    venta.lineas.some((l) => l.a_granel) ? 3 : 0,
  );
  const ocupado = registrar.isPending || crearCotizacion.isPending;
  const tiposVenta: TipoVentaPos[] = [
    TIPOS_VENTA.ENVIO,
    TIPOS_VENTA.FACTURA,
    ...(configuracion.conf_ventas_al_credito ? [TIPOS_VENTA.CREDITO] : []),
  ];

  useEffect(() => {
    if (destacada === null) return;
    const timer = setTimeout(() => setDestacada(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [destacada]);

  const mostrarError = (mensaje: string) => feedback.error(null, mensaje, MENSAJES.general.tituloErrorSimple);

  const setLineas = (lineas: LineaPos[]) => actualizar({ lineas });

  /** A product picked or scanned: one unit, or the weight the cashier types for a product sold by weight. */
  const elegir = (producto: ProductoVenta) =>
    esAGranel(producto.tipo_producto) ? setPesando(producto) : agregar(producto);

  const agregar = (producto: ProductoVenta, cantidad?: string) => {
    const resultado = agregarProducto(venta.lineas, producto, opciones, cantidad);
    if (!resultado.ok) return mostrarError(resultado.error);
    setUltimaVenta(null);
    setLineas(resultado.lineas);
    const agregada = resultado.lineas.find(
      (l) => l.id === producto.id && (l.fraccion_id === producto.fraccion_id || producto.fraccion_id === null),
    );
    setDestacada(agregada?.key ?? null);
  };

  const cargarCotizacion = (cotizacion: Cotizacion) => {
    const cargar = async () => {
      setCargandoCotizacion(cotizacion.id);
      try {
        actualizar(await ventaDesdeCotizacion(queryClient, cotizacion, opciones));
        setUltimaVenta(null);
        buscador.current?.focus();
      } catch (error) {
        feedback.error(error, MENSAJES.general.errorObtenerDatos);
      } finally {
        setCargandoCotizacion(null);
      }
    };
    if (venta.lineas.length === 0) return void cargar();
    confirm({
      title: textosCotizacion(cotizacion.enviado_caja).confirmarCargar,
      okText: 'Cargar',
      cancelText: 'Cancelar',
      onOk: cargar,
    });
  };

  // The quotation list opens the POS with a quotation to load.
  const aCargar = (location.state as EstadoNavegacionPos | null)?.cargarCotizacion;
  useEffect(() => {
    if (!aCargar) return;
    void navigate(location.pathname, { replace: true, state: null });
    cargarCotizacion(aCargar);
    // Only once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aCargar]);

  /** The customer rules, asking to confirm C.F. when nothing was typed; then `siguiente`. */
  const conCliente = (siguiente: (venta: VentaEnCurso) => void) => {
    const revisado = revisarCliente(venta.cliente);
    if (revisado.estado === 'error') return mostrarError(revisado.error);
    const continuar = () => {
      const conCf = { ...venta, cliente: revisado.cliente };
      actualizar({ cliente: revisado.cliente });
      siguiente(conCf);
    };
    if (revisado.estado === 'listo' || !configuracion.conf_venta_pedir_cliente) return continuar();
    confirm({
      title: MENSAJES.ventas.confirmarConsumidorFinal,
      okText: 'Sí, continuar',
      cancelText: 'No',
      onOk: continuar,
      autoFocusButton: 'ok',
    });
  };

  /**
   * Without negative stock (the company's setting) a sale or an order for the register asking for
   * more than the branch has stops here, before the cashier, not only when the server checks it.
   */
  const sinExistencia = (): boolean => {
    const falta = configuracion.conf_inventario_negativo ? null : faltaDeExistencia(venta.lineas);
    if (falta) mostrarError(falta);
    return falta !== null;
  };

  const abrirCobro = () => {
    if (!puedeCobrar(venta.lineas, format.decimales)) return mostrarError(MENSAJES.ventas.sinProductos);
    if (sinExistencia()) return;
    conCliente(() => {
      // The cash typed at once goes into the payment dialog, however long it takes to be drawn.
      tecleo.retener();
      setCobroNumero((n) => n + 1);
      setPanelAbierto(true);
    });
  };

  const cobrar = (cobro: Cobro) => {
    const body = ventaInput(venta, venta.cliente, cobro, configuracion.conf_mostrar_referencia);
    const intento = claveDeIntento(venta, JSON.stringify(body));
    actualizar({ intento });
    registrar.mutate(
      { venta: body, cotizacion: venta.cotizacion?.id ?? null, idempotencyKey: intento.clave },
      {
        // The after-sale notice ("Venta V-… registrada · Total · Cambio") and, with FEL, the
        // invoice's toast say what happened; a generic "Datos almacenados" toast would only repeat
        // them in vaguer words (issue 30).
        onSuccess: (registrada) => {
          setPanelAbierto(false);
          limpiar();
          const idFactura = registrada.id_factura;
          setUltimaVenta({
            ...registrada,
            pagado: true,
            cotizacion: venta.cotizacion,
            factura: idFactura === null ? null : { estado: 'proceso', idFactura },
          });
          // With FEL the invoice prints once certified (or the receipt, if it fails); without it, the receipt now.
          if (idFactura !== null) void facturaVenta.seguir({ ...registrada, id_factura: idFactura });
          else if (configuracion.conf_venta_imprimir_recibo) void receipt.print(registrada.id);
          buscador.current?.focus();
        },
        onError: (error) => feedback.error(error, MENSAJES.ventas.errorVenta),
      },
    );
  };

  /** Cotizar (enviado_caja false) or, at the counter, Enviar a caja (true). */
  const guardarCotizacion = (enviadoCaja: boolean) => {
    if (venta.lineas.length === 0) return mostrarError(MENSAJES.ventas.sinProductos);
    if (enviadoCaja && sinExistencia()) return;
    conCliente((actual) => {
      const cotizacion = {
        productos: lineasInput(actual.lineas),
        cliente: clienteInput(actual.cliente),
        tipo_documento: actual.cliente.tipo_documento,
        referencia: configuracion.conf_mostrar_referencia ? actual.referencia.trim() : '',
        enviado_caja: enviadoCaja,
      };
      const intento = claveDeIntento(actual, JSON.stringify(cotizacion));
      actualizar({ intento });
      crearCotizacion.mutate(
        { cotizacion, idempotencyKey: intento.clave },
        {
          onSuccess: (guardada) => {
            feedback.success(
              enviadoCaja ? MENSAJES.pedidos.enviadoACaja(guardada.codigo) : MENSAJES.cotizaciones.generada,
            );
            limpiar();
            buscador.current?.focus();
          },
          onError: (error) => feedback.error(error, MENSAJES.general.errorVerifiqueDatos),
        },
      );
    });
  };

  const vaciar = () => {
    if (venta.lineas.length === 0 && !venta.cotizacion) return;
    confirm({
      title: MENSAJES.ventas.confirmarVaciar,
      okText: 'Vaciar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: limpiar,
    });
  };

  // A loaded quotation is charged, not quoted again.
  const puedeCotizar = configuracion.conf_cotizacion && !venta.cotizacion;
  const principal = () => (cobra ? abrirCobro() : guardarCotizacion(true));
  const atajos: Atajo[] = [
    { teclas: ['F2'], label: 'Buscar producto', onClick: () => buscador.current?.focus() },
    { teclas: ['↑', '↓'], label: 'Elegir resultado' },
    { teclas: ['F4'], label: 'Cliente', onClick: () => document.getElementById('pos-nit')?.focus() },
    ...(puedeCotizar
      ? [{ teclas: ['F8'], label: 'Cotizar', onClick: () => guardarCotizacion(false), conBoton: true }]
      : []),
    { teclas: ['F9'], label: cobra ? 'Cobrar' : 'Enviar a caja', onClick: principal, conBoton: true },
    { teclas: ['F10'], label: 'Vaciar venta', onClick: vaciar, conBoton: true },
  ];
  useShortcuts(atajos);

  const acciones: AccionVenta[] = [
    cobra
      ? {
          key: 'cobrar',
          label: 'Cobrar',
          tecla: 'F9',
          icon: <DollarOutlined />,
          primary: true,
          disabled: venta.lineas.length === 0 || ocupado,
          loading: registrar.isPending,
          onClick: abrirCobro,
        }
      : {
          key: 'enviar',
          label: 'Enviar a caja',
          tecla: 'F9',
          icon: <SendOutlined />,
          primary: true,
          disabled: venta.lineas.length === 0 || ocupado,
          loading: crearCotizacion.isPending,
          onClick: principal,
        },
    ...(puedeCotizar
      ? [
          {
            key: 'cotizar',
            label: 'Cotizar',
            tecla: 'F8',
            icon: <FileTextOutlined />,
            disabled: venta.lineas.length === 0 || ocupado,
            onClick: () => guardarCotizacion(false),
          },
        ]
      : []),
    {
      key: 'vaciar',
      label: 'Vaciar venta',
      tecla: 'F10',
      icon: <ClearOutlined />,
      disabled: (venta.lineas.length === 0 && !venta.cotizacion) || ocupado,
      onClick: vaciar,
    },
  ];

  const { titulo, subtitulo } = TITULOS[modo];
  return (
    <div className="pos-screen">
      {confirmHolder}
      <PageHeader
        title={titulo}
        subtitle={subtitulo}
        actions={
          <Flex gap={8} wrap align="center">
            <Tag icon={<ShopOutlined />} color="blue" className="pos-tag">
              {sucursal?.label ?? 'Sin sucursal'}
            </Tag>
            {cobra && user.caja && (
              <Tag icon={<WalletOutlined />} color="green" className="pos-tag">
                {user.caja.nombre}
              </Tag>
            )}
          </Flex>
        }
      />
      {/* On a laptop the summary stays in view beside the cart; on a tablet or phone it is a bar at
          the bottom of the window (pos.css): the total and Cobrar never need scrolling to. */}
      <div className="pos-layout">
        <div className="pos-layout-main">
          <Card className="pos-main" styles={{ body: { padding: 16 } }}>
            <Flex vertical gap={12}>
              <ProductSearch
                ref={buscador}
                onPick={elegir}
                buscarNombre={configuracion.buscar_nombre}
                disabled={ocupado}
              />
              {venta.cotizacion && (
                <Alert
                  type="info"
                  showIcon
                  title={textosCotizacion(venta.cotizacion.enviado_caja).cobrando(venta.cotizacion.codigo)}
                  action={
                    <Button size="small" onClick={vaciar}>
                      Descartar
                    </Button>
                  }
                />
              )}
              {ultimaVenta && (
                <LastSaleNotice
                  venta={ultimaVenta}
                  money={format.money}
                  onReimprimirRecibo={() => void receipt.print(ultimaVenta.id).then(alBuscador)}
                  onReimprimirFactura={(idFactura) => void facturaVenta.facturaPrint.print(idFactura).then(alBuscador)}
                  onClose={() => {
                    setUltimaVenta(null);
                    alBuscador();
                  }}
                />
              )}
              <CartTable
                lineas={venta.lineas}
                opciones={opciones}
                onChange={setLineas}
                onError={mostrarError}
                destacada={destacada}
                disabled={ocupado}
                onListo={alBuscador}
              />
            </Flex>
          </Card>
          <ShortcutBar atajos={atajos} />
        </div>
        <div className="pos-layout-side">
          {modo === 'caja' && (
            <RegisterQuotations
              cargada={venta.cotizacion?.id ?? null}
              confirm={confirm}
              cargando={cargandoCotizacion}
              onCargar={cargarCotizacion}
            />
          )}
          <Card size="small" title="Cliente">
            <Flex vertical gap={8}>
              <CustomerForm
                cliente={venta.cliente}
                onChange={(cliente) => actualizar({ cliente })}
                camposExtra={configuracion.conf_habilitar_campo_cliente}
                utilizaFel={configuracion.utiliza_fel}
                disabled={ocupado}
                onListo={alBuscador}
              />
              {configuracion.conf_mostrar_referencia && (
                <div>
                  <label className="pos-label" htmlFor="pos-referencia">
                    Referencia
                  </label>
                  <Input
                    id="pos-referencia"
                    value={venta.referencia}
                    maxLength={200}
                    disabled={ocupado}
                    onChange={(e) => actualizar({ referencia: e.target.value })}
                    onPressEnter={alBuscador}
                  />
                </div>
              )}
            </Flex>
          </Card>
          <Card size="small" className="pos-summary">
            <Flex vertical gap={12}>
              {cobra && (
                <SaleTypeSwitch
                  value={venta.tipo_venta}
                  tipos={tiposVenta}
                  utilizaFel={configuracion.utiliza_fel}
                  disabled={ocupado}
                  onChange={(tipo) => actualizar({ tipo_venta: tipo })}
                />
              )}
              <SaleSummary totales={totales} lineas={venta.lineas.length} unidades={unidades} acciones={acciones} />
            </Flex>
          </Card>
        </div>
      </div>
      <WeightDialog
        producto={pesando}
        onConfirm={(cantidad) => {
          if (pesando) agregar(pesando, cantidad);
          setPesando(null);
        }}
        onCancel={() => setPesando(null)}
        afterClose={() => {
          returnFocus(WeightDialog.rootClassName);
          for (const codigo of escaneosEnEspera.current.splice(0)) buscador.current?.scan(codigo);
        }}
      />
      {cobra && (
        <CollectionPanel
          key={cobroNumero}
          open={panelAbierto}
          total={totales.total}
          tipoVenta={venta.tipo_venta}
          redondeoTotal={configuracion.conf_venta_redondeo_total}
          ventasAlCredito={configuracion.conf_ventas_al_credito}
          cobrando={registrar.isPending}
          onCancel={() => setPanelAbierto(false)}
          afterClose={() => returnFocus(CollectionPanel.rootClassName)}
          tomarTeclas={tecleo.entregar}
          onConfirm={cobrar}
        />
      )}
    </div>
  );
}
