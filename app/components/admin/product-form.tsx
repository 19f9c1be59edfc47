import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { STOCK_COUNTRIES, type AdminProduct } from '../../../domain/admin/products';
import { FILTER_GROUPS } from '../../../domain/listing-query';
import { useAdminQuery } from './admin-api';
import { Panel } from './admin-shell';
import { PhotoField } from './photo-field';
import { numberOf, textOf, useAdminForm } from './use-admin-form';
import { TextAreaField, TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { labelClass } from '../form/styles';

interface Category {
  slug: string;
  name: string;
  parent_id: number | null;
  id: number;
}
interface ProductOption {
  id: number;
  name: string;
}

const GROUP_FIELD: Record<string, 'for_whom' | 'skin_concerns' | 'benefits' | 'skin_type'> = {
  'for-whom': 'for_whom',
  'skin-concerns': 'skin_concerns',
  benefits: 'benefits',
  'skin-type': 'skin_type',
};

/** "Name: what it does" per line ↔ the list of active ingredients. */
const ingredientsText = (list: AdminProduct['active_ingredients']) => list.map((a) => `${a.name}: ${a.description}`).join('\n');
const ingredientsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0 ? { name: line, description: '' } : { name: line.slice(0, at).trim(), description: line.slice(at + 1).trim() };
    });

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: string[];
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-cocoa-900">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={checked.includes(o.value)}
              className="size-4 accent-cocoa-900"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The product form: every field of a product; a new product also takes its opening stock. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const form = useAdminForm<{ data: { id: number } }>(product ? `/api/admin/products/${product.id}` : '/api/admin/products');
  const categories = useAdminQuery<{ data: Category[] }>('/api/admin/products/categories');
  const others = useAdminQuery<{ data: ProductOption[] }>('/api/admin/products');
  const err = form.fieldError;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      name: textOf(f, 'name'),
      slug: textOf(f, 'slug'),
      description: textOf(f, 'description'),
      long_description: textOf(f, 'long_description'),
      how_to_use: textOf(f, 'how_to_use'),
      active_ingredients: ingredientsOf(textOf(f, 'active_ingredients')),
      other_ingredients: textOf(f, 'other_ingredients'),
      categories: f.getAll('categories').map(String),
      ...Object.fromEntries(Object.values(GROUP_FIELD).map((k) => [k, f.getAll(k).map(String)])),
      prices: { NGN: numberOf(f, 'price_ngn'), GBP: numberOf(f, 'price_gbp'), USD: numberOf(f, 'price_usd') },
      ng_discount_percent: numberOf(f, 'ng_discount_percent'),
      related: ['related_1', 'related_2', 'related_3'].map((k) => numberOf(f, k)).filter((n): n is number => n !== null),
      image: textOf(f, 'image'),
      alt_image: textOf(f, 'alt_image'),
      ...(product ? {} : { stock: Object.fromEntries(STOCK_COUNTRIES.map((c) => [c, numberOf(f, `stock_${c}`) ?? 0])) }),
    };
    const saved = await form.submit(body);
    if (saved && !product) navigate(`/admin/products/${saved.data.id}`, { replace: true });
  }

  const p = product;
  const relatedChoices = (others.data?.data ?? []).filter((o) => o.id !== p?.id).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormAlert message={form.error} />
      <Panel title="Product">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" name="name" defaultValue={p?.name} error={err('name')} required />
          <TextField
            label="Slug"
            name="slug"
            defaultValue={p?.slug}
            error={err('slug')}
            hint="The address: /product/your-slug. Changing it keeps the old address working."
            required
          />
          <TextAreaField
            id="description"
            name="description"
            label="Short description"
            defaultValue={p?.description}
            error={err('description') ?? undefined}
            required
            className="sm:col-span-2"
            rows={2}
          />
          <TextAreaField
            id="long_description"
            name="long_description"
            label="Long description"
            defaultValue={p?.long_description}
            error={err('long_description') ?? undefined}
            className="sm:col-span-2"
          />
          <TextAreaField
            id="how_to_use"
            name="how_to_use"
            label="How to use"
            defaultValue={p?.how_to_use}
            error={err('how_to_use') ?? undefined}
            className="sm:col-span-2"
            rows={3}
          />
          <TextAreaField
            id="active_ingredients"
            name="active_ingredients"
            label="Active ingredients"
            hint="One per line: Name: what it does"
            defaultValue={p ? ingredientsText(p.active_ingredients) : ''}
            error={err('active_ingredients') ?? undefined}
            className="sm:col-span-2"
            rows={3}
          />
          <TextAreaField
            id="other_ingredients"
            name="other_ingredients"
            label="Other ingredients"
            defaultValue={p?.other_ingredients}
            error={err('other_ingredients') ?? undefined}
            className="sm:col-span-2"
            rows={2}
          />
        </div>
      </Panel>
      <Panel title="Photos">
        <div className="grid gap-4 sm:grid-cols-2">
          <PhotoField label="Main photo" name="image" initial={p?.image} error={err('image')} />
          <PhotoField label="Second photo" name="alt_image" initial={p?.alt_image} error={err('alt_image')} />
        </div>
      </Panel>
      <Panel title="Prices">
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField
            label="Price NGN (₦)"
            name="price_ngn"
            inputMode="decimal"
            defaultValue={p?.prices.NGN}
            error={err('prices.NGN')}
            required
          />
          <TextField
            label="Price GBP (£)"
            name="price_gbp"
            inputMode="decimal"
            defaultValue={p?.prices.GBP}
            error={err('prices.GBP')}
            required
          />
          <TextField
            label="Price USD ($)"
            name="price_usd"
            inputMode="decimal"
            defaultValue={p?.prices.USD}
            error={err('prices.USD')}
            required
          />
          <TextField
            label="NG discount %"
            name="ng_discount_percent"
            inputMode="numeric"
            defaultValue={p?.ng_discount_percent ?? ''}
            error={err('ng_discount_percent')}
            optional
          />
        </div>
      </Panel>
      {!p && (
        <Panel title="Opening stock">
          <div className="grid grid-cols-3 gap-4">
            {STOCK_COUNTRIES.map((c) => (
              <TextField key={c} label={`Stock ${c}`} name={`stock_${c}`} inputMode="numeric" defaultValue="0" error={err(`stock.${c}`)} />
            ))}
          </div>
        </Panel>
      )}
      <Panel title="Categories and filters">
        <div className="grid gap-5">
          <CheckboxGroup
            legend="Categories"
            name="categories"
            checked={p?.categories ?? []}
            options={(categories.data?.data ?? []).map((c) => ({ value: c.slug, label: c.parent_id ? `${c.name} (${c.slug})` : c.name }))}
          />
          {err('categories') && (
            <p role="alert" className="text-sm text-terracotta-600">
              {err('categories')}
            </p>
          )}
          {FILTER_GROUPS.map((g) => (
            <CheckboxGroup
              key={g.id}
              legend={g.title}
              name={GROUP_FIELD[g.id]!}
              checked={p ? p[GROUP_FIELD[g.id]!] : []}
              options={[...g.options]}
            />
          ))}
        </div>
      </Panel>
      <Panel title="Related products">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <SelectField
              key={`${i}-${relatedChoices.length}`}
              name={`related_${i + 1}`}
              label={`Related ${i + 1}`}
              placeholder="None"
              options={relatedChoices}
              defaultValue={p?.related[i] ? String(p.related[i]) : ''}
            />
          ))}
        </div>
      </Panel>
      <div className="flex justify-end">
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          {p ? 'Save product' : 'Create product'}
        </SubmitButton>
      </div>
    </form>
  );
}
