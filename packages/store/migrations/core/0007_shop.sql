CREATE TABLE "shop_cart_items" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"catalogue_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_tenant_id_user_id_catalogue_id_product_id_pk" PRIMARY KEY("tenant_id","user_id","catalogue_id","product_id"),
	CONSTRAINT "shop_cart_items_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"total_fen" integer NOT NULL,
	"items" jsonb NOT NULL,
	"tracking" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_orders_status_check" CHECK (status in ('pending_payment', 'pending_shipment', 'shipped', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"catalogue_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"price_fen" integer NOT NULL,
	"rating" real NOT NULL,
	"sales" integer NOT NULL,
	"stock" integer NOT NULL,
	"title_text" text NOT NULL,
	"detail_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title_text), 'A') || setweight(to_tsvector('simple', detail_text), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_catalogue_id_id_pk" PRIMARY KEY("catalogue_id","id"),
	CONSTRAINT "shop_products_stock_check" CHECK (stock >= 0),
	CONSTRAINT "shop_products_price_check" CHECK (price_fen >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_shoppers" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_shoppers_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_product_fk" FOREIGN KEY ("catalogue_id","product_id") REFERENCES "public"."shop_products"("catalogue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_orders_user_created_idx" ON "shop_orders" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_products_search_idx" ON "shop_products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shop_products_category_price_idx" ON "shop_products" USING btree ("catalogue_id","category","price_fen");