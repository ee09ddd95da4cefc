CREATE TABLE "configuraciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"logo" text,
	"banner" text,
	"logo_ticket" text,
	"telefono_tienda" varchar(30),
	"correo_tienda" varchar(254),
	"sucursal_tienda_online_id" integer,
	"venta_permitir_descuento" boolean NOT NULL,
	"formato_factura" varchar(10) NOT NULL,
	"items_por_factura" smallint NOT NULL,
	"factura_personalizada" boolean NOT NULL,
	"utiliza_fel" boolean NOT NULL,
	"conf_cotizacion" boolean NOT NULL,
	"tipo_punto_venta" varchar(5) NOT NULL,
	"conf_venta_redondeo_total" boolean NOT NULL,
	"conf_ventas_al_credito" boolean NOT NULL,
	"conf_venta_precio_editable" boolean NOT NULL,
	"conf_mostrar_referencia" boolean NOT NULL,
	"conf_habilitar_campo_cliente" boolean NOT NULL,
	"conf_habilitar_no_factura" boolean NOT NULL,
	"conf_tipos_facturas" varchar(4) NOT NULL,
	"conf_venta_imprimir_recibo" boolean NOT NULL,
	"conf_venta_pedir_cliente" boolean NOT NULL,
	"conf_caja_forzar_cierre" boolean NOT NULL,
	"conf_inventario_negativo" boolean NOT NULL,
	"buscar_nombre" boolean NOT NULL,
	"nombres_precios" jsonb NOT NULL,
	"conf_mostrar_precio_impresion" boolean NOT NULL,
	"conf_precios_porcentaje" boolean NOT NULL,
	"conf_modena_con_3_decimales" boolean NOT NULL,
	"conf_tienda_online" boolean NOT NULL,
	"vista_bienvenida" boolean NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"pais" varchar(2) DEFAULT 'GT' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metodos_pago_entrega" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(255) DEFAULT '' NOT NULL,
	"prefijo" varchar(5),
	"codigo" varchar(30),
	"activo" boolean DEFAULT true NOT NULL,
	"precio_empresa" numeric(14, 4) DEFAULT '0' NOT NULL,
	"banco_cuenta" varchar(100),
	"no_cuenta" varchar(50),
	"nombre_cuenta" varchar(150),
	"orden" smallint DEFAULT 0 NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metodos_pago_entrega_tipo_ck" CHECK ("metodos_pago_entrega"."tipo" in (10, 20))
);
--> statement-breakpoint
CREATE TABLE "sucursales" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"direccion" varchar(255) DEFAULT '' NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"departamento" varchar(2) NOT NULL,
	"municipio" varchar(4) NOT NULL,
	"razon_social" varchar(150) DEFAULT '' NOT NULL,
	"nombre_comercial" varchar(150) DEFAULT '' NOT NULL,
	"nit" varchar(20) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"foto" text,
	"es_propietario" boolean DEFAULT false NOT NULL,
	"rol" smallint NOT NULL,
	"es_admin" boolean DEFAULT false NOT NULL,
	"es_encargado_tienda" boolean DEFAULT false NOT NULL,
	"es_bodeguero" boolean DEFAULT false NOT NULL,
	"es_cajero" boolean DEFAULT false NOT NULL,
	"es_vendedor_mostrador" boolean DEFAULT false NOT NULL,
	"es_global" boolean DEFAULT false NOT NULL,
	"permisos" text[] DEFAULT '{}'::text[] NOT NULL,
	"bienvenida_visto" boolean DEFAULT false NOT NULL,
	"ultimo_ingreso" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_un_rol_ck" CHECK ("usuarios"."es_admin"::int + "usuarios"."es_encargado_tienda"::int + "usuarios"."es_bodeguero"::int + "usuarios"."es_cajero"::int + "usuarios"."es_vendedor_mostrador"::int = 1)
);
--> statement-breakpoint
CREATE TABLE "usuarios_sucursales" (
	"usuario_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usuarios_sucursales_usuario_id_sucursal_id_pk" PRIMARY KEY("usuario_id","sucursal_id")
);
--> statement-breakpoint
CREATE TABLE "intentos_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"exitoso" boolean NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restablecimientos_contrasena" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira" timestamp with time zone NOT NULL,
	"usado" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens_sesion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL,
	"revocado" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitacora" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer,
	"accion" varchar(20) NOT NULL,
	"entidad" varchar(40) NOT NULL,
	"entidad_id" integer,
	"descripcion" varchar(255) NOT NULL,
	"detalle" jsonb,
	"detalle_anterior" jsonb,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claves_idempotencia" (
	"usuario_id" integer NOT NULL,
	"clave" varchar(100) NOT NULL,
	"solicitud" varchar(64) NOT NULL,
	"estado" smallint NOT NULL,
	"respuesta" jsonb NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claves_idempotencia_usuario_id_clave_pk" PRIMARY KEY("usuario_id","clave")
);
--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metodos_pago_entrega" ADD CONSTRAINT "metodos_pago_entrega_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_sucursales" ADD CONSTRAINT "usuarios_sucursales_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_sucursales" ADD CONSTRAINT "usuarios_sucursales_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restablecimientos_contrasena" ADD CONSTRAINT "restablecimientos_contrasena_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_sesion" ADD CONSTRAINT "tokens_sesion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bitacora" ADD CONSTRAINT "bitacora_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bitacora" ADD CONSTRAINT "bitacora_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claves_idempotencia" ADD CONSTRAINT "claves_idempotencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configuraciones_empresa_uq" ON "configuraciones" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_slug_uq" ON "empresas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "metodos_pago_entrega_empresa_idx" ON "metodos_pago_entrega" USING btree ("empresa_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "metodos_pago_prefijo_uq" ON "metodos_pago_entrega" USING btree ("empresa_id","prefijo") WHERE "metodos_pago_entrega"."tipo" = 10;--> statement-breakpoint
CREATE INDEX "sucursales_empresa_idx" ON "sucursales" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "sucursales_nombre_uq" ON "sucursales" USING btree ("empresa_id",lower("nombre")) WHERE "sucursales"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email")) WHERE "usuarios"."activo";--> statement-breakpoint
CREATE INDEX "usuarios_empresa_idx" ON "usuarios" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE INDEX "usuarios_sucursales_sucursal_idx" ON "usuarios_sucursales" USING btree ("sucursal_id");--> statement-breakpoint
CREATE INDEX "intentos_login_email_idx" ON "intentos_login" USING btree ("email","creado");--> statement-breakpoint
CREATE INDEX "intentos_login_ip_idx" ON "intentos_login" USING btree ("ip","creado");--> statement-breakpoint
CREATE UNIQUE INDEX "restablecimientos_hash_uq" ON "restablecimientos_contrasena" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "restablecimientos_usuario_idx" ON "restablecimientos_contrasena" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_sesion_hash_uq" ON "tokens_sesion" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_sesion_usuario_idx" ON "tokens_sesion" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "bitacora_empresa_creado_idx" ON "bitacora" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "bitacora_usuario_idx" ON "bitacora" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "bitacora_accion_idx" ON "bitacora" USING btree ("empresa_id","accion","entidad");