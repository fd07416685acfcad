// `npm run floorplan -- --width 30 --depth 60 ...`: prints the plan options as JSON; `--svg FILE` writes drawings
// (`--thumbnail`, `--floor N`, `--watermark TEXT` choose how). Other answers: --facing --floors --bedrooms
// --parking --family --pooja (yes, niche or no) --vastu --style --roads --corner; --seed and --options steer the
// generator.
import { writeFileSync } from 'node:fs';
import { generatePlanOptions } from '../generate/generate';
import { renderPlanSvg } from '../render/svg';
import { parseArgs } from './args';

const cli = parseArgs(process.argv.slice(2));
const result = generatePlanOptions(cli.request, { seed: cli.seed, options: cli.options });
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (result.ok && cli.svg) {
  result.options.forEach((plan, i) => {
    const file = i === 0 ? cli.svg! : cli.svg!.replace(/(\.svg)?$/, `-option${i + 1}.svg`);
    const { floor, watermark } = cli;
    writeFileSync(file, renderPlanSvg(plan, { variant: cli.thumbnail ? 'thumbnail' : 'full', ...(floor !== undefined ? { floor } : {}), ...(watermark ? { watermark } : {}) }));
    process.stderr.write(`wrote ${file}\n`);
  });
}
if (!result.ok) process.exitCode = 2;
