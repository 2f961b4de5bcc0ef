import { describe, expect, it } from 'vitest';
import { downloadsFor, mainUpdateChannel } from '../../machines/notices/app-download.view';

describe('/toapp: the detected platform first, the others folded', () => {
  it('makes the detected platform the one main download, with Open PikPak beside it on a phone', () => {
    expect(downloadsFor('android')).toEqual({ primary: 'android', others: ['ios', 'desktop'], offersOpenApp: true });
    expect(downloadsFor('ios')).toEqual({ primary: 'ios', others: ['android', 'desktop'], offersOpenApp: true });
    expect(downloadsFor('desktop')).toEqual({ primary: 'desktop', others: ['android', 'ios'], offersOpenApp: false });
  });

  it('offers every platform exactly once', () => {
    for (const platform of ['android', 'ios', 'desktop'] as const) {
      const { primary, others } = downloadsFor(platform);
      expect([primary, ...others].sort()).toEqual(['android', 'desktop', 'ios']);
    }
  });
});

describe('/update-guide: which way to update is the main action', () => {
  it('is the app’s Settings inside the app, whatever the device', () => {
    expect(mainUpdateChannel(true, 'android')).toBe('settings');
    expect(mainUpdateChannel(true, 'ios')).toBe('settings');
    expect(mainUpdateChannel(true, null)).toBe('settings');
  });

  it('is the installer for the phone in a browser', () => {
    expect(mainUpdateChannel(false, 'android')).toBe('apk');
    expect(mainUpdateChannel(false, 'ios')).toBe('app-store');
  });

  it('is none on a computer or before the device is known', () => {
    expect(mainUpdateChannel(false, 'desktop')).toBeNull();
    expect(mainUpdateChannel(false, null)).toBeNull();
  });
});
