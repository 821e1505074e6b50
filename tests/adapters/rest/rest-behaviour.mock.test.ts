import { restBehaviourContract } from './rest-behaviour.contract';
import { mockRestTarget } from './mock-target';

restBehaviourContract('browser host (Pretender + memory store)', mockRestTarget());
