import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import {
  SWIPE_DISTANCE_PX,
  shouldSwipeDismiss,
  TOAST_DURATION_MS,
  TOAST_REMOVAL_MS,
  toast,
} from "./toast-store";

const ids = () => toast.getSnapshot().map((t) => t.id);

describe("toast store timing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toast.clear();
    vi.useRealTimers();
  });

  it("shows a toast for 5000 ms, then removes it after the 400 ms animation", () => {
    const id = toast.show({ title: "Saved" });
    expect(toast.getSnapshot()[0]).toMatchObject({ id, type: "info", title: "Saved", leaving: false });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVAL_MS - 1);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it("keeps a toast with duration 0", () => {
    toast.show({ title: "Sticky", duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot()).toHaveLength(1);
    expect(toast.getSnapshot()[0]?.leaving).toBe(false);
  });

  it("removes a dismissed toast after 400 ms", () => {
    const id = toast.show({ title: "Bye", duration: 0 });
    toast.dismiss(id);
    expect(toast.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(399);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it("notifies subscribers with a new snapshot", () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribe(listener);
    const before = toast.getSnapshot();
    toast.show({ title: "One" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toast.getSnapshot()).not.toBe(before);
    unsubscribe();
    toast.show({ title: "Two" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("shows the translated generic error", async () => {
    vi.useRealTimers();
    await initTestI18n("ru");
    toast.showGenericError();
    expect(toast.getSnapshot()[0]).toMatchObject({
      type: "error",
      title: "Что-то пошло не так, пожалуйста, обновите страницу",
    });
    await initTestI18n("en");
    toast.showGenericError();
    expect(toast.getSnapshot()[1]?.title).toBe("Something went wrong, Please refresh the page");
  });
});

describe("shouldSwipeDismiss", () => {
  it("needs more than 80 px at a speed of at least 0.5 px/ms", () => {
    expect(SWIPE_DISTANCE_PX).toBe(80);
    expect(shouldSwipeDismiss(79, 10)).toBe(false);
    expect(shouldSwipeDismiss(80, 10)).toBe(false);
    expect(shouldSwipeDismiss(81, 162)).toBe(true);
    expect(shouldSwipeDismiss(-81, 162)).toBe(true);
    expect(shouldSwipeDismiss(200, 500)).toBe(false);
  });
});
