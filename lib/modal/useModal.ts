import { useSyncExternalStore } from 'react'
import { initialModalState, modalStore, type ModalState, type ModalStore } from './modalStore'

export interface UseModal extends ModalState {
  open: ModalStore['open']
  close: ModalStore['close']
}

/** The global modal's state (`isOpen`, `view`, `data`) with `open(view, data?)` and `close()`. */
export function useModal(): UseModal {
  const state = useSyncExternalStore(
    modalStore.subscribe,
    modalStore.getState,
    () => initialModalState,
  )
  return { ...state, open: modalStore.open, close: modalStore.close }
}
