import multipart from '@fastify/multipart';
import { ACCESS } from '../../domain/admin/access';
import { newProductBody, productBody, productListQuery, stockAdjustmentBody } from '../../domain/admin/products';
import { PRODUCT_IMAGE_MAIN, PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_MESSAGES } from '../../domain/media';
import { archiveBody } from '../../domain/admin/archive';
import { idParams } from '../../domain/admin/params';
import { actorOf } from '../http/admin-params';
import { badRequest, HttpError } from '../http/errors';
import type { MultipartForm } from '../http/multipart-form';
import {
  adminProductAnswer,
  adminProductsAnswer,
  productArchivedAnswer,
  productCategoriesAnswer,
  productChoicesAnswer,
  productImageAnswer,
  productSavedAnswer,
  stockSavedAnswer,
  lowStockListAnswer,
  lowStockSavedAnswer,
} from '../../domain/admin/answers';
import { LOW_STOCK_MESSAGES, lowStockBody } from '../../domain/admin/low-stock';
import { answers, type ZodRoutes } from '../http/validate';
import type { Storage } from '../storage';
import type { CatalogAdmin } from './admin';
import { storeProductImage } from './images';

/** A product photo: one file, in the field `file`. */
const IMAGE_FORM = { files: ['file'], required: ['file'] } satisfies MultipartForm;

/** Staff routes of the catalogue (`/api/admin/products…`), behind the back office guard. */
export const catalogAdminRoutes =
  (deps: { catalogAdmin: CatalogAdmin; storage: Storage }): ZodRoutes =>
  async (app) => {
    const { catalogAdmin } = deps;
    await app.register(multipart, {
      limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: true,
    });

    app.get(
      '/products',
      { config: { roles: ACCESS.catalogue }, schema: { querystring: productListQuery, response: answers({ 200: adminProductsAnswer }) } },
      async (req) => catalogAdmin.list(req.query),
    );

    app.get(
      '/products/choices',
      { config: { roles: ACCESS.catalogue }, schema: { response: answers({ 200: productChoicesAnswer }) } },
      async () => ({
        data: await catalogAdmin.relatedChoices(),
      }),
    );

    app.get(
      '/products/categories',
      { config: { roles: ACCESS.catalogue }, schema: { response: answers({ 200: productCategoriesAnswer }) } },
      async () => ({
        data: await catalogAdmin.categoryChoices(),
      }),
    );

    /** Every product and market at or below its threshold, the emptiest first. */
    app.get(
      '/products/low-stock',
      { config: { roles: ACCESS.catalogue }, schema: { response: answers({ 200: lowStockListAnswer }) } },
      async () => ({ data: await catalogAdmin.lowStock() }),
    );

    app.get(
      '/products/:id',
      { config: { roles: ACCESS.catalogue }, schema: { params: idParams, response: answers({ 200: adminProductAnswer }) } },
      async (req) => ({
        data: await catalogAdmin.get(req.params.id),
      }),
    );

    app.post(
      '/products',
      { config: { roles: ACCESS.catalogue }, schema: { body: newProductBody, response: answers({ 201: productSavedAnswer }) } },
      async (req, reply) => {
        const created = await catalogAdmin.create(actorOf(req), req.body);
        return reply.status(201).send({ message: 'Product created', data: created });
      },
    );

    app.post(
      '/products/:id',
      {
        config: { roles: ACCESS.catalogue },
        schema: { params: idParams, body: productBody, response: answers({ 200: productSavedAnswer }) },
      },
      async (req) => ({
        message: 'Product saved',
        data: await catalogAdmin.update(actorOf(req), req.params.id, req.body),
      }),
    );

    app.post(
      '/products/:id/archive',
      {
        config: { roles: ACCESS.catalogue },
        schema: { params: idParams, body: archiveBody, response: answers({ 200: productArchivedAnswer }) },
      },
      async (req) => {
        const { id } = req.params;
        const { archived } = req.body;
        return {
          message: archived ? 'Product archived' : 'Product restored',
          data: await catalogAdmin.setArchived(actorOf(req), id, archived),
        };
      },
    );

    app.post(
      '/products/:id/stock',
      {
        config: { roles: ACCESS.catalogue },
        schema: { params: idParams, body: stockAdjustmentBody, response: answers({ 200: stockSavedAnswer }) },
      },
      async (req) => ({
        message: 'Stock updated',
        data: await catalogAdmin.adjustStock(actorOf(req), req.params.id, req.body),
      }),
    );

    app.post(
      '/products/:id/low-stock',
      {
        config: { roles: ACCESS.catalogue },
        schema: { params: idParams, body: lowStockBody, response: answers({ 200: lowStockSavedAnswer }) },
      },
      async (req) => ({
        message: LOW_STOCK_MESSAGES.saved,
        data: await catalogAdmin.setThresholds(actorOf(req), req.params.id, req.body),
      }),
    );

    /** One photo (`IMAGE_FORM`), made into the storefront's sizes; answers its stem. */
    app.post(
      '/products/images',
      { config: { roles: ACCESS.catalogue, multipart: IMAGE_FORM }, schema: { response: answers({ 201: productImageAnswer }) } },
      async (req, reply) => {
        if (!req.isMultipart()) throw new HttpError(415, 'Please send the photo as multipart/form-data.');
        let data: Buffer | null = null;
        try {
          for await (const part of req.parts()) {
            if (part.type !== 'file' || !IMAGE_FORM.files.includes(part.fieldname)) throw badRequest(PRODUCT_PHOTO_MESSAGES.missing);
            data = await part.toBuffer();
          }
        } catch (err) {
          if (err instanceof HttpError) throw err;
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PRODUCT_PHOTO_MESSAGES.tooLarge);
          throw badRequest('The upload could not be read. Please try again.');
        }
        if (!data || data.length === 0) throw badRequest(PRODUCT_PHOTO_MESSAGES.missing);
        const stem = await storeProductImage(deps.storage, data);
        return reply.status(201).send({ data: { image: stem, url: `/media/${stem}-${PRODUCT_IMAGE_MAIN}.webp` } });
      },
    );
  };
