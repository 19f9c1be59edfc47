import { ACCESS } from '../../domain/admin/access';
import { messageAnswer } from '../../domain/answers';
import { nexusAnswer, nexusSavedAnswer, taxRuleSavedAnswer, taxSettingsAnswer } from '../../domain/tax/answers';
import { countryParams, countryTaxBody, nexusBody, stateParams, stateTaxBody } from '../../domain/tax/requests';
import { actorOf } from '../http/admin-params';
import { answers, type ZodRoutes } from '../http/validate';
import type { TaxSettingsService } from './settings';

/** The owner's tax settings (`/api/admin/settings/tax…`): rules per country and US state, and nexus thresholds. */
export const taxAdminRoutes =
  (tax: TaxSettingsService): ZodRoutes =>
  async (app) => {
    const roles = ACCESS.taxSettings;
    const saved = answers({ 200: taxRuleSavedAnswer });
    const removed = answers({ 200: messageAnswer });

    app.get('/settings/tax', { config: { roles }, schema: { response: answers({ 200: taxSettingsAnswer }) } }, async () => ({
      data: await tax.get(),
    }));

    app.put(
      '/settings/tax/:country',
      { config: { roles }, schema: { params: countryParams, body: countryTaxBody, response: saved } },
      async (req) => ({
        message: 'Tax rule saved',
        data: await tax.setCountry(actorOf(req), req.params.country, req.body),
      }),
    );

    app.delete('/settings/tax/:country', { config: { roles }, schema: { params: countryParams, response: removed } }, async (req) => {
      await tax.removeCountry(actorOf(req), req.params.country);
      return { message: 'Tax rule removed' };
    });

    app.put(
      '/settings/tax/US/:state',
      { config: { roles }, schema: { params: stateParams, body: stateTaxBody, response: saved } },
      async (req) => ({
        message: 'State registered',
        data: await tax.setState(actorOf(req), req.params.state, req.body),
      }),
    );

    app.delete('/settings/tax/US/:state', { config: { roles }, schema: { params: stateParams, response: removed } }, async (req) => {
      await tax.removeState(actorOf(req), req.params.state);
      return { message: 'State removed' };
    });

    app.get('/settings/tax/nexus', { config: { roles }, schema: { response: answers({ 200: nexusAnswer }) } }, async () => ({
      data: await tax.nexus(),
    }));

    app.put(
      '/settings/tax/nexus/:state',
      { config: { roles }, schema: { params: stateParams, body: nexusBody, response: answers({ 200: nexusSavedAnswer }) } },
      async (req) => ({
        message: 'Threshold saved',
        data: await tax.setNexus(actorOf(req), req.params.state, req.body),
      }),
    );
  };
