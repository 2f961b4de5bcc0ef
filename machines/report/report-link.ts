/**
 * Which links the report page accepts (§5, §8), alone in its module: the route's
 * search schema uses it, and whatever a route file imports ships in every page's first script.
 */

/** The longest link the page accepts (magnet links with many trackers are long). */
export const REPORT_LINK_MAX_LENGTH = 4096;

const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;
const ED2K = /^ed2k:\/\/\|file\|[^|]+\|\d+\|[0-9a-f]{32}\|/i;
const THUNDER = /^thunder:\/\/[A-Za-z0-9+/=]+$/i;
const MAGNET = /^magnet:\?(?:[^#]*&)?xt=urn:[a-z0-9]+:[A-Za-z0-9]+/i;

/**
 * True for a link of a kind the service can save (§5, §8): an http(s) or ftp address with a
 * host, a magnet link with an exact topic, an ed2k file link or a thunder link. The link is
 * taken trimmed; inner spaces and control characters make it unusable.
 */
export function isReportableLink(typed: string): boolean {
  const link = typed.trim();
  if (link === '' || link.length > REPORT_LINK_MAX_LENGTH || CONTROL_OR_SPACE.test(link)) return false;
  if (/^(https?|ftp):/i.test(link)) {
    try {
      const url = new URL(link);
      return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '' && /^(https?|ftp):\/\//i.test(link);
    } catch {
      return false;
    }
  }
  return MAGNET.test(link) || ED2K.test(link) || THUNDER.test(link);
}
