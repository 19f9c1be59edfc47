import { Controller, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  newProductBody,
  productBody,
  STOCK_COUNTRIES,
  TAX_CLASS_LABELS,
  type AdminProduct,
  type ProductChoice,
} from '../../../domain/admin/products';
import { TAX_CLASSES } from '../../../domain/tax/tax';
import { FILTER_GROUPS } from '../../../domain/listing-query';
import { submitTo, useAdminChange, useAdminQuery } from './admin-api';
import { Panel } from './admin-shell';
import { PhotoField } from './photo-field';
import { CheckboxGroup, IngredientsField, RelatedField } from './product-fields';
import { TextAreaField, TextField } from '../form/field';
import { SelectField } from '../form/select-field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { errorAt, typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';

interface Category {
  slug: string;
  name: string;
  parent_id: number | null;
  id: number;
}

const GROUP_FIELD: Record<string, 'for_whom' | 'skin_concerns' | 'benefits' | 'skin_type'> = {
  'for-whom': 'for_whom',
  'skin-concerns': 'skin_concerns',
  benefits: 'benefits',
  'skin-type': 'skin_type',
};

type ProductValues = z.input<typeof productBody>;
type NewProductValues = z.input<typeof newProductBody>;
/** Either route's schema: a product's fields, and for a new product its opening stock too. */
type EitherSchema = z.ZodType<
  z.output<typeof productBody> & Partial<Pick<z.output<typeof newProductBody>, 'stock'>>,
  ProductValues & Partial<Pick<NewProductValues, 'stock'>>
>;

const NEW_PRODUCT: DefaultValues<NewProductValues> = {
  name: '',
  slug: '',
  description: '',
  long_description: '',
  how_to_use: '',
  active_ingredients: [],
  other_ingredients: '',
  categories: [],
  for_whom: [],
  skin_concerns: [],
  benefits: [],
  skin_type: [],
  prices: { NGN: undefined, GBP: undefined, USD: undefined },
  ng_discount_percent: null,
  related: [],
  image: '',
  alt_image: '',
  tax_class: 'standard',
  stock: { NG: 0, GB: 0, US: 0 },
};

/** A stored product as the edit form starts: every field the product body has, prices in major units. */
const valuesOf = (p: AdminProduct): ProductValues => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  long_description: p.long_description,
  how_to_use: p.how_to_use,
  active_ingredients: p.active_ingredients,
  other_ingredients: p.other_ingredients,
  categories: p.categories,
  for_whom: p.for_whom,
  skin_concerns: p.skin_concerns,
  benefits: p.benefits,
  skin_type: p.skin_type,
  prices: p.prices,
  ng_discount_percent: p.ng_discount_percent,
  related: p.related,
  image: p.image,
  alt_image: p.alt_image,
  tax_class: p.tax_class,
});

/**
 * The product form: every field of a product; a new product also takes its opening stock. The
 * browser checks the body the server's route checks (`newProductBody` for a new product,
 * `productBody` for an edit) and sends it as typed: the server parses it with the same schema.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const schema: EitherSchema = product ? productBody : newProductBody;
  const form = useZodForm(schema, { defaultValues: product ? valuesOf(product) : NEW_PRODUCT });
  const save = useAdminChange<ProductValues | NewProductValues, { data: { id: number } }>(
    product ? `/api/admin/products/${product.id}` : '/api/admin/products',
    {
      onSuccess: (saved) => {
        if (!product) navigate(`/admin/products/${saved.data.id}`, { replace: true });
      },
      onError: form.fail,
    },
  );
  const categories = useAdminQuery<{ data: Category[] }>('/api/admin/products/categories');
  const others = useAdminQuery<{ data: ProductChoice[] }>('/api/admin/products/choices');
  const err = (path: string) => errorAt(form.formState.errors, path);
  const text = (name: 'name' | 'slug' | 'description' | 'long_description' | 'how_to_use' | 'other_ingredients') => ({
    ...form.register(name),
    error: err(name),
  });
  const numeric = (
    name: `prices.${'NGN' | 'GBP' | 'USD'}` | 'ng_discount_percent' | `stock.${'NG' | 'GB' | 'US'}`,
    empty: number | null = null,
  ) => ({
    ...form.register(name, { setValueAs: typedNumber(empty) }),
    error: err(name),
  });
  const onSubmit = submitTo(form, save);

  const p = product;
  const relatedChoices = (others.data?.data ?? []).filter((o) => o.id !== p?.id).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-6">
      <FormAlert message={form.formError} />
      <Panel title="Product">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" {...text('name')} required />
          <TextField
            label="Slug"
            hint="The address: /product/your-slug. Changing it keeps the old address working."
            {...text('slug')}
            required
          />
          <TextAreaField label="Short description" {...text('description')} required className="sm:col-span-2" rows={2} />
          <TextAreaField label="Long description" {...text('long_description')} className="sm:col-span-2" />
          <TextAreaField label="How to use" {...text('how_to_use')} className="sm:col-span-2" rows={3} />
          <Controller
            control={form.control}
            name="active_ingredients"
            render={({ field }) => <IngredientsField {...field} value={field.value ?? []} error={err('active_ingredients')} />}
          />
          <TextAreaField label="Other ingredients" {...text('other_ingredients')} className="sm:col-span-2" rows={2} />
        </div>
      </Panel>
      <Panel title="Photos">
        <div className="grid gap-4 sm:grid-cols-2">
          {(['image', 'alt_image'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <PhotoField
                  label={name === 'image' ? 'Main photo' : 'Second photo'}
                  stem={field.value}
                  onChange={field.onChange}
                  error={err(name)}
                />
              )}
            />
          ))}
        </div>
      </Panel>
      <Panel title="Prices">
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField label="Price NGN (₦)" inputMode="decimal" {...numeric('prices.NGN')} required />
          <TextField label="Price GBP (£)" inputMode="decimal" {...numeric('prices.GBP')} required />
          <TextField label="Price USD ($)" inputMode="decimal" {...numeric('prices.USD')} required />
          <TextField label="NG discount %" inputMode="numeric" {...numeric('ng_discount_percent')} optional />
          <SelectField
            label="Tax class"
            placeholder="Choose a tax class"
            required
            hint="Zero-rated goods pay 0 % but stay on the VAT return; exempt goods are outside it."
            options={TAX_CLASSES.map((c) => ({ value: c, label: TAX_CLASS_LABELS[c] }))}
            error={err('tax_class')}
            className="sm:col-span-2"
            {...form.register('tax_class')}
          />
        </div>
      </Panel>
      {!p && (
        <Panel title="Opening stock">
          <div className="grid grid-cols-3 gap-4">
            {STOCK_COUNTRIES.map((c) => (
              <TextField key={c} label={`Stock ${c}`} inputMode="numeric" {...numeric(`stock.${c}`, 0)} />
            ))}
          </div>
        </Panel>
      )}
      <Panel title="Categories and filters">
        <div className="grid gap-5">
          <CheckboxGroup
            legend="Categories"
            field={form.register('categories')}
            error={err('categories')}
            options={(categories.data?.data ?? []).map((c) => ({ value: c.slug, label: c.parent_id ? `${c.name} (${c.slug})` : c.name }))}
          />
          {FILTER_GROUPS.map((g) => (
            <CheckboxGroup
              key={g.id}
              legend={g.title}
              field={form.register(GROUP_FIELD[g.id]!)}
              error={err(GROUP_FIELD[g.id]!)}
              options={[...g.options]}
            />
          ))}
        </div>
      </Panel>
      <Panel title="Related products">
        <Controller
          control={form.control}
          name="related"
          render={({ field }) => (
            <RelatedField value={field.value ?? []} onChange={field.onChange} choices={relatedChoices} error={err('related')} />
          )}
        />
      </Panel>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {p ? 'Save product' : 'Create product'}
        </SubmitButton>
      </div>
    </form>
  );
}
