export { type CarrierSim, type CarrierSimOptions, startCarrierSim } from './sim-server';
export { SCENARIOS, type TScenario } from './voyages';
