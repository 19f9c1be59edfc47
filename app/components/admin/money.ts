export { formatInCurrency as moneyIn } from '../../../domain/money';
