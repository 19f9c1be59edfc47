// Which Node.js runs the shop, checked before `npm ci` finishes, `npm start` and `npm test` (decision
// 0047). npm puts node_modules/.bin first on the PATH of its scripts, so once the `node` package of the
// development dependencies is installed, every script runs on the Node.js 24 it holds, whatever the
// machine's own Node.js is. This file stays plain CommonJS of the oldest syntax, so that any Node.js
// can run it far enough to say what is wrong in one line instead of a stack trace.
'use strict';

/** The oldest Node.js that runs the shop (React Router's own floor). */
var RUNS_ON = [22, 22];
/** The oldest Node.js whose npm (11) installs the project and, with it, the Node.js 24 it runs on. */
var INSTALLS_ON = [20, 17];
var FIX = 'install Node.js 24 LTS (`nvm install 24`) and run `npm ci` again';

function parse(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  return [Number(parts[0]) || 0, Number(parts[1]) || 0];
}

function atLeast(version, floor) {
  return version[0] > floor[0] || (version[0] === floor[0] && version[1] >= floor[1]);
}

/** The Node.js that runs npm itself: the machine's own (npm names it in its user agent). */
function machineNode() {
  var agent = /\bnode\/v?(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent || '');
  return agent ? agent[1] : process.versions.node;
}

/** One line saying what is wrong and how to fix it, or undefined when the shop can run. */
function problem(machine, running) {
  if (!atLeast(parse(machine), INSTALLS_ON)) {
    return (
      'Zaron Shop needs Node.js 20.17 or newer to install (it then runs on Node.js 24); this machine has ' + machine + ': ' + FIX + '.'
    );
  }
  if (!atLeast(parse(running), RUNS_ON)) {
    return (
      'Zaron Shop runs on Node.js 24 (22.22 or newer); found ' +
      running +
      ' and no Node.js 24 in node_modules: run `npm ci` (with the development dependencies), or ' +
      FIX +
      '.'
    );
  }
  return undefined;
}

module.exports = { problem: problem };

if (require.main === module) {
  var message = problem(machineNode(), process.versions.node);
  if (message) {
    console.error(message);
    process.exit(1);
  }
  if (process.argv[2] === '--tell' && machineNode() !== process.versions.node) {
    console.log('Zaron Shop runs on Node.js ' + process.versions.node + ' from node_modules (this machine has ' + machineNode() + ').');
  }
}
