export { ratesRoutes } from './rates.routes.ts';
export { currentRate, currentRateExact, toRateDto, setRate, forgetDisplayRate, seedRates, DEFAULT_RATE, type CurrentRate } from './rates.service.ts';
